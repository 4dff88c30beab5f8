// The dashboard's Samples tab: every sample request, newest first, filtered by status, a page at a
// time, with the next steps each may take (approve, dispatch with courier and tracking note, mark
// delivered, decline with a reason). A full sales desk comes later; this is the simple table.
import { FlaskConical } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { SampleRequestStatus } from '@/contract/enums';
import { SAMPLE_STATUS_FILTERS, SAMPLE_TRANSITIONS, type SampleRequest } from '@/contract/samples';
import { FilterButtons } from '@/web/components/choice-controls';
import { EmptyState } from '@/web/components/empty-state';
import { PagedList, useFilteredPages } from '@/web/components/paged-list';
import { useFormat, useT } from '@/web/i18n';
import { notifySuccess } from '@/web/lib/notify';
import { useAdminSamples, useUpdateSampleStatus } from './api/admin-samples';

type Filter = (typeof SAMPLE_STATUS_FILTERS)[number];

const STATUS_KEYS = {
  new: 'admin.samples.status.new',
  approved: 'admin.samples.status.approved',
  dispatched: 'admin.samples.status.dispatched',
  delivered: 'admin.samples.status.delivered',
  declined: 'admin.samples.status.declined',
} as const;

export default function SamplesTab() {
  const { t } = useT();
  const { filter: status, filterBy, page, setPage } = useFilteredPages<Filter>('all');
  const query = useAdminSamples({ status, page });
  return (
    <section aria-label={t('admin.samples.label')}>
      <FilterButtons
        legend={t('admin.samples.filterLegend')}
        options={SAMPLE_STATUS_FILTERS.map((value) => ({
          value,
          label: value === 'all' ? t('admin.samples.filterAll') : t(STATUS_KEYS[value]),
        }))}
        value={status}
        onChange={filterBy}
      />
      <PagedList
        query={query}
        loadingLabel={t('admin.samples.loading')}
        isEmpty={(data) => data.samples.length === 0}
        empty={<EmptyState icon={FlaskConical} title={t('admin.samples.none')} />}
        summary={({ pagination }) => t('admin.samples.count', { count: pagination.total })}
        page={page}
        onPageChange={setPage}
      >
        {(data, dimmed) => (
          <ul className={`mt-3 space-y-3 ${dimmed}`}>
            {data.samples.map((sample) => (
              <SampleRow key={sample._id} sample={sample} />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}

function SampleRow({ sample }: { sample: SampleRequest }) {
  const { t } = useT();
  const format = useFormat();
  const next = SAMPLE_TRANSITIONS[sample.status];
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {sample.productName}
          {sample.variantLabel && <span className="font-normal text-muted"> · {sample.variantLabel}</span>}
        </p>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
          {t(STATUS_KEYS[sample.status])}
        </span>
      </div>
      <p className="mt-1 text-slate-700">
        {format.quantity(sample.quantity, sample.unit)} · {sample.intendedUse}
      </p>
      <p className="mt-1 text-slate-600">
        {sample.name}, {sample.company} · <a href={`mailto:${sample.email}`}>{sample.email}</a> ·{' '}
        {sample.phone}
      </p>
      <p className="mt-1 whitespace-pre-line text-slate-600">{sample.deliveryAddress}</p>
      {(sample.courier || sample.declineReason) && (
        <p className="mt-1 text-slate-600">
          {sample.courier && `${t('admin.samples.courier')}: ${sample.courier}`}
          {sample.trackingNote && ` · ${sample.trackingNote}`}
          {sample.declineReason && `${t('admin.samples.reason')}: ${sample.declineReason}`}
        </p>
      )}
      <p className="mt-1 text-xs text-muted">{format.timeAgo(sample.createdAt)}</p>
      {next.length > 0 && <StatusActions sample={sample} next={next} />}
    </li>
  );
}

function StatusActions({ sample, next }: { sample: SampleRequest; next: readonly SampleRequestStatus[] }) {
  const { t } = useT();
  const update = useUpdateSampleStatus();
  const [chosen, setChosen] = useState<SampleRequestStatus>(next[0]);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || null;
    const result = await update
      .mutateAsync({
        id: sample._id,
        change: {
          status: chosen,
          courier: text('courier'),
          trackingNote: text('trackingNote'),
          declineReason: text('declineReason'),
        },
      })
      .catch(() => null);
    if (result) notifySuccess(result.message);
  };
  return (
    <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-2 border-t border-slate-100 pt-3">
      <label className="text-xs text-muted">
        {t('admin.samples.nextStatus')}
        <select
          className="input mt-1 h-9 py-1"
          value={chosen}
          onChange={(event) => setChosen(event.target.value as SampleRequestStatus)}
        >
          {next.map((status) => (
            <option key={status} value={status}>
              {t(STATUS_KEYS[status])}
            </option>
          ))}
        </select>
      </label>
      {chosen === 'dispatched' && (
        <>
          <label className="text-xs text-muted">
            {t('admin.samples.courier')}
            <input name="courier" required className="input mt-1 h-9 py-1" />
          </label>
          <label className="text-xs text-muted">
            {t('admin.samples.trackingNote')}
            <input name="trackingNote" className="input mt-1 h-9 py-1" />
          </label>
        </>
      )}
      {chosen === 'declined' && (
        <label className="min-w-48 flex-1 text-xs text-muted">
          {t('admin.samples.reason')}
          <input name="declineReason" required className="input mt-1 h-9 py-1" />
        </label>
      )}
      <button type="submit" className="btn-primary h-9 px-3 py-1" disabled={update.isPending}>
        {t('admin.samples.save')}
      </button>
    </form>
  );
}
