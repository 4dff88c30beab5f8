// The inquiry's history, oldest first: when it arrived, each status, each quotation, the buyer's own
// questions. Times are the buyer's local time.
import type { TrackingEvent } from '@/contract/tracking';
import type { MessageId } from '@/i18n/message-id';
import { useFormat, useT } from '@/web/i18n';
import { useDocumentDates } from './use-document-dates';

/** What happened, in the page's language (src/contract/tracking.ts trackingEventLabel, in English). */
function useEventLabel() {
  const { t } = useT();
  const format = useFormat();
  return (event: TrackingEvent) => {
    const version = event.quotationVersion ? format.number(event.quotationVersion) : null;
    switch (event.kind) {
      case 'status':
        return t('account.tracking.event.status', {
          status: event.status
            ? t(`account.tracking.status.${event.status}` as MessageId)
            : t('account.tracking.event.statusUpdated'),
        });
      case 'quotationSent':
      case 'quotationAccepted':
        return version
          ? t(`account.tracking.event.${event.kind}Version`, { version })
          : t(`account.tracking.event.${event.kind}`);
      default:
        return t(`account.tracking.event.${event.kind}`);
    }
  };
}

export function StatusTimeline({ events }: { events: TrackingEvent[] }) {
  const label = useEventLabel();
  const dates = useDocumentDates();
  return (
    <ol className="relative ml-2 border-l-2 border-slate-200">
      {events.map((event, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in a fixed order, never reordered.
        <li key={`${event.at}-${index}`} className="relative pb-5 pl-5 last:pb-0">
          <span
            className={`absolute -left-[7px] top-1 h-3 w-3 rounded-full border-2 border-white ${
              index === events.length - 1 ? 'bg-brand-700' : 'bg-slate-400'
            }`}
            aria-hidden
          />
          <p className="text-sm font-semibold text-slate-900">{label(event)}</p>
          <p className="text-xs text-muted">
            <time dateTime={event.at}>
              {dates.date(event.at)}, {dates.time(event.at)}
            </time>
          </p>
          {event.message && (
            <p className="mt-1 whitespace-pre-line rounded-lg bg-slate-50 p-2 text-sm text-slate-700">
              {event.message}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
