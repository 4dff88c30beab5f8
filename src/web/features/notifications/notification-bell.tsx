// The admin's notification bell (spec §2, §4): unread badge ("99+" above 99) and the dropdown. It is
// mounted only for admins, so polling starts with an admin session and stops when it ends.
import { Bell } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '@/web/features/auth';
import { useFormat, useT } from '@/web/i18n';
import { useLocation } from '@/web/lib/router';
import { useNotifications } from './api/get-notifications';
import { formatBadgeCount } from './badge-count';
import { NotificationDropdown } from './components/notification-dropdown';
import { useDismiss } from './use-dismiss';
import { useStaleOnArrival } from './use-stale-on-arrival';

export default function NotificationBell() {
  const { t } = useT();
  const format = useFormat();
  const { isAdmin } = useSession();
  const summary = useNotifications('all', isAdmin);
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const bellButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const close = useCallback(() => setOpen(false), []);

  const unread = summary.data?.pages[0]?.unreadCount ?? 0;

  useStaleOnArrival(summary.data ? (summary.data.pages[0]?.notifications[0]?._id ?? null) : undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on navigation only.
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useDismiss(open, container, close, bellButton);

  if (!isAdmin) return null;
  return (
    <div ref={container} className="relative">
      <button
        ref={bellButton}
        type="button"
        className="btn-ghost relative p-2"
        aria-label={
          unread > 0
            ? t('admin.notifications.bellUnread', { count: format.number(unread) })
            : t('admin.notifications.title')
        }
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen((value) => !value)}
      >
        <Bell className="h-5 w-5" />
        {unread > 0 && (
          <span
            data-testid="notification-badge"
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] font-bold leading-5 text-white"
          >
            {/* "99+" keeps its form; the digits are the page's. */}
            {formatBadgeCount(unread).replace(/\d+/, (digits) => format.number(Number(digits)))}
          </span>
        )}
      </button>
      {open && <NotificationDropdown unreadCount={unread} onClose={close} />}
    </div>
  );
}
