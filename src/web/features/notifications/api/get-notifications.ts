// The admin's notifications, polled every 30 seconds (spec §9) while the page is visible. Failures
// are silent (spec §7): the bell keeps what it last had and tries again at the next interval.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { NOTIFICATION_POLL_MS, NOTIFICATIONS_PAGE_SIZE } from '@/contract/notification-rules';
import type { NotificationList } from '@/contract/notifications';
import { api } from '@/web/lib/api-client';
import { notificationKeys } from '@/web/lib/query-keys/notifications';
import { NOTIFICATION_TABS, type NotificationTab } from './notification-tabs';

export const getNotifications = (tab: NotificationTab, page: number, signal?: AbortSignal) => {
  const { query } = NOTIFICATION_TABS.find((t) => t.key === tab)!;
  return api.get<NotificationList>(
    '/notifications',
    { page, limit: NOTIFICATIONS_PAGE_SIZE, ...query },
    signal,
  );
};

// No error text in meta: failures are silent.
export const notificationsQuery = (tab: NotificationTab, enabled: boolean) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(tab),
    queryFn: ({ pageParam, signal }) => getNotifications(tab, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.currentPage + 1 : undefined),
    enabled,
    staleTime: 0,
    refetchInterval: NOTIFICATION_POLL_MS,
    // A hidden tab stops polling; coming back to it asks at once.
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: false,
  });

export const useNotifications = (tab: NotificationTab, enabled: boolean) =>
  useInfiniteQuery(notificationsQuery(tab, enabled));
