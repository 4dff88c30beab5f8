// One mail of the Outbox: what it is, to whom, its delivery state, and "Send again" while it is not
// sent. The body is not shown: the recipient, subject and state are what an admin acts on.
import { RotateCw } from 'lucide-react';
import { MAIL_MESSAGES, type OutboxMail, outboxKindLabel } from '@/contract/mail';
import { formatDate, timeAgo } from '@/i18n/dates';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useResendMail } from '../api/resend-mail';
import { MailStatusBadge } from './mail-status-badge';

const clockTime = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

function When({ label, at }: { label: string; at: string }) {
  return (
    <span>
      {label}{' '}
      <time dateTime={at} title={formatDate(at)}>
        {timeAgo(at)}
      </time>
    </span>
  );
}

export function OutboxMailCard({ mail }: { mail: OutboxMail }) {
  const resend = useResendMail();
  const onResend = () =>
    resend.mutate(mail.id, {
      onSuccess: (result) => notifySuccess(result.message),
      onError: (error) => notifyError(error, MAIL_MESSAGES.resendFailed),
    });

  return (
    <article className="card p-4" aria-label={`Mail to ${mail.to}: ${mail.subject}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-[1_1_16rem]">
          <div className="flex flex-wrap items-center gap-2">
            <MailStatusBadge status={mail.status} />
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {outboxKindLabel(mail.kind)}
            </span>
          </div>
          <h3 className="mt-2 break-words font-semibold text-slate-900">{mail.subject}</h3>
          <p className="mt-0.5 break-all text-sm text-slate-600">To {mail.to}</p>
        </div>
        {mail.status !== 'sent' && (
          <button
            type="button"
            className="btn-secondary px-3 py-1.5"
            onClick={onResend}
            disabled={resend.isPending}
            aria-label={`Send again: ${mail.subject} to ${mail.to}`}
          >
            <RotateCw className="h-4 w-4" aria-hidden /> Send again
          </button>
        )}
      </div>
      <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <When label="Queued" at={mail.createdAt} />
        {mail.sentAt && <When label="Sent" at={mail.sentAt} />}
        {mail.attempts > 0 && (
          <span>
            {mail.attempts} failed attempt{mail.attempts === 1 ? '' : 's'}
          </span>
        )}
        {mail.status === 'pending' && mail.attempts > 0 && (
          <span>
            Next try at{' '}
            <time dateTime={mail.nextAttemptAt}>{clockTime.format(new Date(mail.nextAttemptAt))}</time>
          </span>
        )}
      </div>
      {mail.lastError && (
        <p className="mt-2 break-words rounded-md bg-slate-50 px-3 py-2 font-mono text-xs text-slate-700">
          <span className="font-sans font-semibold">Last error:</span> {mail.lastError}
        </p>
      )}
    </article>
  );
}
