import type { OutboxStatus } from '@/contract/enums';
import { useT } from '@/web/i18n';

const STATUS_STYLES: Record<OutboxStatus, string> = {
  pending: 'bg-amber-100 text-amber-800',
  sent: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
};

export function MailStatusBadge({ status }: { status: OutboxStatus }) {
  const { t } = useT();
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[status]}`}>
      {t(`admin.outbox.status.${status}`)}
    </span>
  );
}
