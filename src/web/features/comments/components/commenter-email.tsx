// Admins only: the commenter's address, with copy and send-email buttons. Never rendered for others
// (and the API never sends them the address anyway).
import { Copy, Mail, Send } from 'lucide-react';
import { COMMENT_MESSAGES } from '@/contract/comments';
import { useT } from '@/web/i18n';
import { toast } from '@/web/lib/toast';

/** An icon-only action: its name for screen readers, and a tooltip for the pointer. */
const iconAction = (label: string, title: string) => ({
  className: 'btn-ghost shrink-0 px-2 py-1',
  'aria-label': label,
  title,
});

export function CommenterEmail({ email, productName }: { email: string; productName: string }) {
  const { t, msg } = useT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(email);
      toast.success(msg(COMMENT_MESSAGES.emailCopied));
    } catch {
      toast.error(msg(COMMENT_MESSAGES.copyFailed));
    }
  };
  const mailto = `mailto:${email}?subject=${encodeURIComponent(t('reviews.mailSubject', { name: productName }))}`;

  return (
    <div className="flex min-w-0 items-center gap-1 text-sm text-slate-600">
      <Mail className="h-4 w-4 shrink-0 text-muted" aria-hidden />
      <span className="min-w-0 truncate" data-testid="commenter-email">
        {email}
      </span>
      <button
        type="button"
        onClick={copy}
        {...iconAction(t('reviews.copyEmail', { email }), t('reviews.copyEmailTitle'))}
      >
        <Copy className="h-4 w-4" aria-hidden />
      </button>
      <a href={mailto} {...iconAction(t('reviews.sendEmail', { email }), t('reviews.sendEmailTitle'))}>
        <Send className="h-4 w-4" aria-hidden />
      </a>
    </div>
  );
}
