// /samples/{token}: the buyer's private page for one sample request, opened from their e-mail.
import { FlaskConical } from 'lucide-react';
import { SAMPLE_TRACKING_PAGE } from '@/contract/pages';
import { SAMPLE_MESSAGES } from '@/contract/samples';
import { EmptyState } from '@/web/components/empty-state';
import { Spinner } from '@/web/components/spinner';
import { EnglishFragment, useFormat, useT } from '@/web/i18n';
import { errorMessage } from '@/web/lib/api-client';
import { usePageMeta } from '@/web/lib/page-meta';
import { useParams } from '@/web/lib/router';
import { useTrackedSample } from './api/get-tracked-sample';
import { SampleStatusSteps } from './sample-status-steps';

export default function SampleTrackingPage() {
  usePageMeta(SAMPLE_TRACKING_PAGE);
  const { t, msg } = useT();
  const format = useFormat();
  const { token = '' } = useParams();
  const sample = useTrackedSample(token);
  if (sample.isPending) return <Spinner label={t('account.sample.loading')} className="py-24" />;
  if (sample.isError)
    return (
      <div className="container-page py-12">
        <EmptyState
          icon={FlaskConical}
          title={msg(errorMessage(sample.error, SAMPLE_MESSAGES.trackingNotFound))}
          level={2}
        />
      </div>
    );
  const data = sample.data;
  const rows: [string, string | null][] = [
    [t('account.sample.variant'), data.variantLabel],
    [t('account.sample.quantity'), format.quantity(data.quantity, data.unit)],
    [t('account.sample.use'), data.intendedUse],
    [t('account.sample.company'), data.company],
    [t('account.sample.address'), data.deliveryAddress],
    [t('account.sample.courier'), data.courier],
    [t('account.sample.trackingNote'), data.trackingNote],
    [t('account.sample.requested'), format.date(data.createdAt)],
  ];
  return (
    <div className="container-page max-w-3xl py-10">
      <p className="text-sm font-semibold uppercase tracking-wider text-accent-600">
        {t('account.sample.eyebrow')}
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
        <EnglishFragment>{data.productName}</EnglishFragment>
      </h1>
      <p className="mt-2 text-slate-700" data-testid="sample-status">
        {t('account.sample.statusLine', { status: t(`account.sample.status.${data.status}`) })}
      </p>
      <div className="mt-6">
        <SampleStatusSteps sample={data} />
      </div>
      <dl className="mt-8 grid gap-x-6 gap-y-3 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-[auto_1fr]">
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="text-sm text-slate-900 whitespace-pre-line">{value}</dd>
            </div>
          ))}
      </dl>
      {data.messages.length > 0 && (
        <section className="mt-8" aria-labelledby="sample-messages-heading">
          <h2 id="sample-messages-heading" className="text-lg font-semibold text-slate-900">
            {t('account.sample.messages')}
          </h2>
          <ol className="mt-3 space-y-3">
            {data.messages.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in a fixed order, never reordered.
              <li key={index} className="rounded-lg border border-slate-200 bg-white p-3">
                <p className="text-xs text-muted">
                  <time dateTime={entry.at}>{format.date(entry.at)}</time>
                </p>
                <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{entry.message}</p>
              </li>
            ))}
          </ol>
          <p className="mt-2 text-sm text-muted">{t('account.sample.replyByMail')}</p>
        </section>
      )}
    </div>
  );
}
