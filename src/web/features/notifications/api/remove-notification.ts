// Removing a notification deletes it on the server (DELETE /notifications/{id}), so it stays gone
// after a reload. Every cached list drops it at once, and the badge with it when it was unread; the
// lists are then asked again, so the server's count has the last word. A failure brings it back.
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationList, RemoveNotificationResult } from '@/contract/notifications';
import { api } from '@/web/lib/api-client';
import { notificationKeys } from '@/web/lib/query-keys/notifications';

type Lists = InfiniteData<NotificationList, number>;

function removeFromCache(queryClient: QueryClient, removed: Notification) {
  queryClient.setQueriesData<Lists>({ queryKey: notificationKeys.all }, (data) => {
    if (!data) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        unreadCount: Math.max(0, page.unreadCount - (removed.read ? 0 : 1)),
        notifications: page.notifications.filter((n) => n._id !== removed._id),
      })),
    };
  });
}

export const useRemoveNotification = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notification: Notification) =>
      api.delete<RemoveNotificationResult>(`/notifications/${notification._id}`),
    onMutate: async (notification) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      removeFromCache(queryClient, notification);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
};
