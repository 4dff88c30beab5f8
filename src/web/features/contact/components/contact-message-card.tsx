import { Check, Mail, Phone } from 'lucide-react';
import type { RefCallback } from 'react';
import type { ContactMessage } from '@/contract/contact';
import { useConfirm } from '@/web/components/confirm-dialog';
import { DeleteButton } from '@/web/components/delete-button';
import { useFormat, useT } from '@/web/i18n';
import { telHref } from '@/web/lib/links';
import { notifySuccess } from '@/web/lib/notify';
import { useDeleteContactMessage } from '../api/delete-contact-message';
import { useMarkContactRead } from '../api/mark-contact-read';

type Props = {
  message: ContactMessage;
  /** Set on the message a staff alert e-mail linked to: it is marked and scrolled into view. */
  linkedRef?: RefCallback<HTMLElement>;
};

export function ContactMessageCard({ message, linkedRef }: Props) {
  const { t } = useT();
  const format = useFormat();
  const markRead = useMarkContactRead();
  const remove = useDeleteContactMessage();
  const confirm = useConfirm();

  const onMarkRead = () =>
    markRead.mutate(message._id, { onSuccess: (result) => notifySuccess(result.message) });

  const onDelete = async () => {
    const ok = await confirm({
      title: t('admin.contact.deleteTitle'),
      message: t('admin.contact.deleteMessage', { name: message.name }),
    });
    if (!ok) return;
    remove.mutate(message._id, { onSuccess: (result) => notifySuccess(result.message) });
  };

  return (
    <article
      ref={linkedRef}
      className={`card p-4 ${message.isRead ? '' : 'border-l-4 border-l-brand-500 bg-brand-50/40'} ${linkedRef ? 'ring-2 ring-amber-400 ring-offset-2' : ''}`}
      aria-label={t('admin.contact.messageFrom', { name: message.name })}
      aria-current={linkedRef ? 'true' : undefined}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-slate-900">{message.name}</h3>
            {!message.isRead && (
              <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                {t('admin.contact.unread')}
              </span>
            )}
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {t(`pages.contact.subject.${message.subject}`)}
            </span>
          </div>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <a
              href={`mailto:${message.email}`}
              className="inline-flex items-center gap-1 break-all text-brand-700 hover:underline"
            >
              <Mail className="h-3.5 w-3.5 shrink-0" aria-hidden /> {message.email}
            </a>
            {message.phone && (
              <a
                href={telHref(message.phone)}
                className="inline-flex items-center gap-1 text-brand-700 hover:underline"
              >
                <Phone className="h-3.5 w-3.5" aria-hidden /> {message.phone}
              </a>
            )}
          </div>
        </div>
        <time
          dateTime={message.createdAt}
          title={format.date(message.createdAt)}
          className="text-xs text-muted"
        >
          {format.timeAgo(message.createdAt)}
        </time>
      </div>
      <p className="mt-3 whitespace-pre-wrap break-words text-sm text-slate-700">{message.message}</p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {!message.isRead && (
          <button
            type="button"
            className="btn-secondary px-3 py-1.5"
            onClick={onMarkRead}
            disabled={markRead.isPending}
          >
            <Check className="h-4 w-4" aria-hidden /> {t('admin.contact.markRead')}
          </button>
        )}
        <DeleteButton onClick={onDelete} disabled={remove.isPending} />
      </div>
    </article>
  );
}
