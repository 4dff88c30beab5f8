// The bell's panel: tabs All, Unread, Inquiries, Comments; mark one or all read; remove an item (for
// good: it stays gone after a reload); open the item it is about.

import { BellOff, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import type { Notification } from '@/contract/notifications';
import { LoadMoreButton } from '@/web/components/load-more-button';
import { Spinner } from '@/web/components/spinner';
import { useFormat, useT } from '@/web/i18n';
import { Link, useNavigate } from '@/web/lib/router';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-notifications-read';
import { NOTIFICATION_TABS, type NotificationTab } from '../api/notification-tabs';
import { useRemoveNotification } from '../api/remove-notification';
import { NotificationItem } from './notification-item';

type Props = {
  unreadCount: number;
  onClose: () => void;
};

export function NotificationDropdown({ unreadCount, onClose }: Props) {
  const { t } = useT();
  const format = useFormat();
  const [tab, setTab] = useState<NotificationTab>('all');
  const query = useNotifications(tab, true);
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const remove = useRemoveNotification();
  const navigate = useNavigate();

  const items = (query.data?.pages ?? []).flatMap((page) => page.notifications);

  const open = (n: Notification) => {
    if (!n.read) markRead.mutate(n._id);
    if (n.link) {
      onClose();
      navigate(n.link);
    }
  };

  return (
    <div
      role="dialog"
      aria-label={t('admin.notifications.title')}
      className="fixed inset-x-2 top-16 z-50 flex max-h-[75vh] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-2xl sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-96"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <h2 className="font-semibold text-slate-900">{t('admin.notifications.title')}</h2>
        <button
          type="button"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline disabled:text-muted disabled:no-underline"
          onClick={() => markAllRead.mutate()}
          disabled={unreadCount === 0}
        >
          <CheckCheck className="h-4 w-4" aria-hidden /> {t('admin.notifications.markAllRead')}
        </button>
      </div>
      <div
        role="tablist"
        aria-label={t('admin.notifications.filter')}
        className="flex border-b border-slate-200 px-2"
        onKeyDown={(event) => {
          // Arrow keys move between the tabs, as in any tab list; Tab moves on to the items.
          const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
          if (!step) return;
          event.preventDefault();
          const count = NOTIFICATION_TABS.length;
          const current = NOTIFICATION_TABS.findIndex((item) => item.key === tab);
          const next = NOTIFICATION_TABS[(current + step + count) % count];
          setTab(next.key);
          event.currentTarget.querySelector<HTMLElement>(`[data-tab="${next.key}"]`)?.focus();
        }}
      >
        {NOTIFICATION_TABS.map((item) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            data-tab={item.key}
            aria-selected={tab === item.key}
            tabIndex={tab === item.key ? 0 : -1}
            onClick={() => setTab(item.key)}
            className={`flex-1 border-b-2 px-2 py-2 text-sm font-medium ${
              tab === item.key
                ? 'border-brand-700 text-brand-700'
                : 'border-transparent text-muted hover:text-slate-800'
            }`}
          >
            {t(`admin.notifications.tab.${item.key}`)}
            {item.key === 'unread' && unreadCount > 0 && (
              <span className="ml-1 text-xs">({format.number(unreadCount)})</span>
            )}
          </button>
        ))}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto" role="tabpanel">
        {query.isPending ? (
          <Spinner label={t('admin.notifications.loading')} className="py-10" />
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center px-4 py-10 text-center text-sm text-muted">
            <BellOff className="h-8 w-8 text-slate-300" aria-hidden />
            <p className="mt-2">
              {tab === 'unread' ? t('admin.notifications.caughtUp') : t('admin.notifications.none')}
            </p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100">
            {items.map((n) => (
              <NotificationItem
                key={n._id}
                notification={n}
                onOpen={() => open(n)}
                onMarkRead={() => markRead.mutate(n._id)}
                onRemove={() => remove.mutate(n)}
              />
            ))}
          </ul>
        )}
        {query.hasNextPage && (
          <div className="border-t border-slate-100 p-2 text-center">
            <LoadMoreButton
              query={query}
              className="btn-ghost w-full py-1.5"
              label={t('admin.notifications.loadMore')}
              busyLabel={t('admin.notifications.loadingMore')}
            />
          </div>
        )}
      </div>
      <div className="border-t border-slate-200 px-4 py-2 text-center">
        <Link
          to="/admin/inquiries"
          onClick={onClose}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          {t('admin.notifications.allInquiries')}
        </Link>
      </div>
    </div>
  );
}
