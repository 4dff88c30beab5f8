// Marking read updates every cached list at once (the badge drops immediately), then asks the server.
// Failures are silent (spec §7): the next poll shows the server's truth.
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@/contract/notifications';
import { api } from '@/web/lib/api-client';
import { notificationKeys } from '@/web/lib/query-keys/notifications';

type Lists = InfiniteData<NotificationList, number>;
const EVERY = Symbol('every notification');

function markInCache(queryClient: QueryClient, target: string | typeof EVERY) {
  const readAt = new Date().toISOString();
  queryClient.setQueriesData<Lists>({ queryKey: notificationKeys.all }, (data) => {
    if (!data) return data;
    const wasUnread = data.pages.some((page) => page.notifications.some((n) => n._id === target && !n.read));
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        unreadCount: target === EVERY ? 0 : Math.max(0, page.unreadCount - (wasUnread ? 1 : 0)),
        notifications: page.notifications.map((n) =>
          !n.read && (target === EVERY || n._id === target) ? { ...n, read: true, readAt } : n,
        ),
      })),
    };
  });
}

function useMarkRead<TVariables>(
  request: (variables: TVariables) => Promise<unknown>,
  target: (v: TVariables) => string | typeof EVERY,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      markInCache(queryClient, target(variables));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export const useMarkNotificationRead = () =>
  useMarkRead(
    (id: string) => api.patch(`/notifications/${id}/read`),
    (id) => id,
  );

export const useMarkAllNotificationsRead = () =>
  useMarkRead(
    () => api.patch('/notifications/read-all'),
    () => EVERY,
  );
