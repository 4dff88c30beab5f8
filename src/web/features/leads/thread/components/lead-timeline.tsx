// The lead's one timeline, oldest first, in the order it was written: what the buyer and staff said
// (messages to the buyer in blue, the buyer's words in grey, internal notes in yellow and marked so),
// status and owner changes, quotations and the mails sent, each with who and when.
import { Lock, Mail, MessageSquare, Send, UserCheck } from 'lucide-react';
import { useMemo } from 'react';
import type { LeadTimelineEntry } from '@/contract/lead-thread';
import type { MessageId } from '@/i18n/message-id';
import { useFormat, useT } from '@/web/i18n';

const BUBBLE: Partial<Record<LeadTimelineEntry['kind'], string>> = {
  staffMessage: 'border-brand-200 bg-brand-50',
  note: 'border-amber-300 bg-amber-50',
  buyerQuestion: 'border-slate-200 bg-white',
  freshQuoteRequested: 'border-slate-200 bg-white',
};

function useEntryLabel() {
  const { t } = useT();
  const format = useFormat();
  return (entry: LeadTimelineEntry) => {
    switch (entry.kind) {
      case 'status':
        return t('admin.leadThread.event.status', {
          status: entry.status ? t(`admin.inquiryStatus.${entry.status}`) : '',
        });
      case 'ownerChanged':
        return entry.ownerName
          ? t('admin.leadThread.event.ownerChanged', { owner: entry.ownerName })
          : t('admin.leadThread.event.unassigned');
      case 'quotationSent':
      case 'quotationAccepted':
        return t(`admin.leadThread.event.${entry.kind}`, {
          version: format.number(entry.quotationVersion ?? 1),
        });
      default:
        return t(`admin.leadThread.event.${entry.kind}` as MessageId);
    }
  };
}

const ICONS: Partial<Record<LeadTimelineEntry['kind'], typeof Mail>> = {
  staffMessage: Send,
  note: Lock,
  buyerQuestion: MessageSquare,
  freshQuoteRequested: MessageSquare,
  ownerChanged: UserCheck,
  mail: Mail,
};

export function LeadTimeline({ entries }: { entries: LeadTimelineEntry[] }) {
  const { t, dates } = useT();
  const format = useFormat();
  const label = useEntryLabel();
  // The reader's time of day, in the page's digits.
  const time = useMemo(() => new Intl.DateTimeFormat(dates, { hour: '2-digit', minute: '2-digit' }), [dates]);
  if (entries.length === 0)
    return <p className="mt-2 text-sm text-muted">{t('admin.leadThread.emptyTimeline')}</p>;
  return (
    <ol className="mt-3 space-y-3">
      {entries.map((entry) => {
        const Icon = ICONS[entry.kind];
        const bubble = BUBBLE[entry.kind];
        return (
          <li key={entry._id} className={bubble ? `rounded-lg border p-3 ${bubble}` : 'px-3 text-sm'}>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
              {Icon && <Icon className="h-4 w-4 shrink-0 text-slate-600" aria-hidden />}
              <span className="font-semibold text-slate-900">{label(entry)}</span>
              {entry.actorName && <span className="text-slate-700">· {entry.actorName}</span>}
              <time className="text-xs text-muted" dateTime={entry.at}>
                · {format.date(entry.at)} {time.format(new Date(entry.at))}
              </time>
            </p>
            {entry.kind === 'note' && (
              <p className="mt-1 text-xs font-semibold uppercase tracking-wide text-amber-800">
                {t('admin.leadThread.noteHidden')}
              </p>
            )}
            {entry.message && (
              <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-800">{entry.message}</p>
            )}
            {entry.mail && (
              <p className="mt-0.5 break-words text-xs text-slate-700">
                {t('admin.leadThread.mailLine', { subject: entry.mail.subject, to: entry.mail.to })}{' '}
                <span
                  className={
                    entry.mail.status === 'failed'
                      ? 'font-semibold text-red-700'
                      : entry.mail.status === 'sent'
                        ? 'text-green-800'
                        : 'text-slate-600'
                  }
                >
                  ({t(`admin.leadThread.mailStatus.${entry.mail.status}`)})
                </span>
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
