// One mail of the Outbox: what it is, to whom, its delivery state, and "Send again" while it is not
// sent. The body is not shown: the recipient, subject and state are what an admin acts on.
import { RotateCw } from 'lucide-react';
import { type OutboxMail, outboxKindLabel } from '@/contract/mail';
import { memoized } from '@/contract/memoized';
import type { MessageId } from '@/i18n/message-id';
import { useFormat, useT } from '@/web/i18n';
import { notifySuccess } from '@/web/lib/notify';
import { useResendMail } from '../api/resend-mail';
import { MailStatusBadge } from './mail-status-badge';

const KINDS_WITH_WORDS = [
  'contactAlert',
  'reviewAlert',
  'inquiryAlert',
  'inquiryAcknowledgement',
  'quotation',
  'passwordReset',
];

/** The clock time of the next try, in the page's digits. */
const clockFormat = memoized(
  (dates: string) =>
    new Intl.DateTimeFormat(dates, { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
);
const clockTime = (dates: string, at: string) => clockFormat(dates).format(new Date(at));

function When({ label, at }: { label: string; at: string }) {
  const format = useFormat();
  return (
    <span>
      {label}{' '}
      <time dateTime={at} title={format.date(at)}>
        {format.timeAgo(at)}
      </time>
    </span>
  );
}

export function OutboxMailCard({ mail }: { mail: OutboxMail }) {
  const { t, dates } = useT();
  const resend = useResendMail();
  const kind = KINDS_WITH_WORDS.includes(mail.kind)
    ? t(`admin.outbox.kind.${mail.kind}` as MessageId)
    : outboxKindLabel(mail.kind);
  // Every claim of a mail counts as an attempt; a sent mail's last one is the one that worked.
  const failedAttempts = mail.attempts - (mail.status === 'sent' ? 1 : 0);
  const onResend = () => resend.mutate(mail.id, { onSuccess: (result) => notifySuccess(result.message) });

  return (
    <article
      className="card p-4"
      aria-label={t('admin.outbox.mailTo', { to: mail.to, subject: mail.subject })}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-[1_1_16rem]">
          <div className="flex flex-wrap items-center gap-2">
            <MailStatusBadge status={mail.status} />
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {kind}
            </span>
          </div>
          <h3 className="mt-2 break-words font-semibold text-slate-900">{mail.subject}</h3>
          <p className="mt-0.5 break-all text-sm text-slate-600">{t('admin.outbox.to', { to: mail.to })}</p>
        </div>
        {mail.status !== 'sent' && (
          <button
            type="button"
            className="btn-secondary px-3 py-1.5"
            onClick={onResend}
            disabled={resend.isPending}
            aria-label={t('admin.outbox.sendAgainLabel', { subject: mail.subject, to: mail.to })}
          >
            <RotateCw className="h-4 w-4" aria-hidden /> {t('admin.outbox.sendAgain')}
          </button>
        )}
      </div>
      <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <When label={t('admin.outbox.queued')} at={mail.createdAt} />
        {mail.sentAt && <When label={t('admin.outbox.sentAt')} at={mail.sentAt} />}
        {failedAttempts > 0 && <span>{t('admin.outbox.failedAttempts', { count: failedAttempts })}</span>}
        {mail.status === 'pending' && failedAttempts > 0 && (
          <span>
            {t('admin.outbox.nextTry')}{' '}
            <time dateTime={mail.nextAttemptAt}>{clockTime(dates, mail.nextAttemptAt)}</time>
          </span>
        )}
      </div>
      {mail.lastError && (
        <p className="mt-2 break-words rounded-md bg-slate-50 px-3 py-2 font-mono text-xs text-slate-700">
          <span className="font-sans font-semibold">{t('admin.outbox.lastError')}</span> {mail.lastError}
        </p>
      )}
    </article>
  );
}
