// The signed-in buyer's sample requests on the profile, under My inquiries: each with its progress,
// the courier once dispatched, or the reason it was declined. Shown only to a buyer who has asked.

import { useState } from 'react';
import { Pagination } from '@/web/components/pagination';
import { TitledSection } from '@/web/components/titled-section';
import { EnglishFragment, useFormat, useT } from '@/web/i18n';
import { useMySamples } from './api/get-my-samples';
import { SampleStatusSteps } from './sample-status-steps';

export function MySamplesSection() {
  const [page, setPage] = useState(1);
  const query = useMySamples(page);
  const { t } = useT();
  const format = useFormat();
  if (!query.data || query.data.samples.length === 0) return null;
  return (
    <TitledSection id="my-samples-heading" title={t('account.sample.mine')} className="mt-8" size="xl">
      <ul className="card mt-4 divide-y divide-slate-200">
        {query.data.samples.map((sample) => (
          <li key={sample._id} className="space-y-2 p-4 text-sm">
            <p className="font-semibold text-slate-900">
              <EnglishFragment>{sample.productName}</EnglishFragment>
              {sample.variantLabel && (
                <span className="font-normal text-muted"> · {sample.variantLabel}</span>
              )}
            </p>
            <p className="text-slate-600">
              {format.quantity(sample.quantity, sample.unit)} · {format.date(sample.createdAt)}
              {sample.courier && ` · ${t('account.sample.courier')}: ${sample.courier}`}
              {sample.trackingNote && ` (${sample.trackingNote})`}
            </p>
            <SampleStatusSteps sample={sample} />
          </li>
        ))}
      </ul>
      <Pagination
        currentPage={query.data.pagination.currentPage}
        totalPages={query.data.pagination.totalPages}
        onChange={setPage}
      />
    </TitledSection>
  );
}
