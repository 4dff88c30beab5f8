// The inquiry's history, oldest first: when it arrived, each status, each quotation, the buyer's own
// questions. Times are the buyer's local time.
import { formatDocumentDate, type TrackingEvent, trackingEventLabel } from '@/contract/tracking';

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

export function StatusTimeline({ events }: { events: TrackingEvent[] }) {
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
          <p className="text-sm font-semibold text-slate-900">{trackingEventLabel(event)}</p>
          <p className="text-xs text-muted">
            <time dateTime={event.at}>
              {formatDocumentDate(event.at)}, {timeFormat.format(new Date(event.at))}
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
