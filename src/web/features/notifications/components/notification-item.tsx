import {
  Bell,
  Check,
  FlaskConical,
  type LucideIcon,
  Mail,
  MessageSquare,
  MessageSquareQuote,
  UserPlus,
  X,
} from 'lucide-react';
import type { NotificationType } from '@/contract/enums';
import type { Notification } from '@/contract/notifications';
import { useFormat, useT } from '@/web/i18n';

const ICONS: Record<NotificationType, { icon: LucideIcon; tone: string }> = {
  inquiry: { icon: MessageSquareQuote, tone: 'bg-blue-100 text-blue-700' },
  comment: { icon: MessageSquare, tone: 'bg-amber-100 text-amber-700' },
  user: { icon: UserPlus, tone: 'bg-green-100 text-green-700' },
  product: { icon: FlaskConical, tone: 'bg-brand-100 text-brand-700' },
  system: { icon: Bell, tone: 'bg-slate-100 text-slate-700' },
};
// A system notification about a contact message looks like mail.
const CONTACT_MESSAGE = { icon: Mail, tone: 'bg-violet-100 text-violet-700' };

type Props = {
  notification: Notification;
  onOpen: () => void;
  onMarkRead: () => void;
  onRemove: () => void;
};

/** A notification as the API words it, in the page's language (the buyer's words as written). */
export function NotificationItem({ notification: n, onOpen, onMarkRead, onRemove }: Props) {
  const { t } = useT();
  const format = useFormat();
  const { icon: Icon, tone } = n.contactId ? CONTACT_MESSAGE : (ICONS[n.type] ?? ICONS.system);
  return (
    <li className={`group relative flex gap-3 px-4 py-3 hover:bg-slate-50 ${n.read ? '' : 'bg-brand-50/60'}`}>
      <span className={`mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full ${tone}`}>
        <Icon className="h-4 w-4" aria-hidden />
      </span>
      <button
        type="button"
        onClick={onOpen}
        className="min-w-0 flex-1 text-left"
        disabled={!n.link && n.read}
      >
        <span className={`block text-sm ${n.read ? 'text-slate-700' : 'font-semibold text-slate-900'}`}>
          {n.title}
          {!n.read && <span className="sr-only">{t('admin.notifications.unreadSr')}</span>}
        </span>
        <span className="block break-words text-sm text-slate-600">{n.message}</span>
        <time dateTime={n.createdAt} className="mt-0.5 block text-xs text-muted">
          {format.timeAgo(n.createdAt)}
        </time>
      </button>
      <div className="flex shrink-0 flex-col items-center gap-1">
        {!n.read && <ItemAction action="markRead" name={n.title} onClick={onMarkRead} />}
        <ItemAction action="remove" name={n.title} onClick={onRemove} />
      </div>
    </li>
  );
}

const ACTIONS = {
  markRead: { icon: Check, hover: 'hover:text-brand-700' },
  remove: { icon: X, hover: 'hover:text-red-600' },
} as const;

/** An icon-only action on a notification, named for the notification it acts on, with a tooltip. */
function ItemAction({
  action,
  name,
  onClick,
}: {
  action: keyof typeof ACTIONS;
  name: string;
  onClick: () => void;
}) {
  const { t } = useT();
  const { icon: Icon, hover } = ACTIONS[action];
  return (
    <button
      type="button"
      onClick={onClick}
      className={`rounded p-1 text-muted hover:bg-white ${hover}`}
      aria-label={t(`admin.notifications.${action}Label`, { title: name })}
      title={t(`admin.notifications.${action}`)}
    >
      <Icon className="h-4 w-4" />
    </button>
  );
}
