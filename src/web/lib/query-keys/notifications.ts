// The bell's query keys, shared: a new inquiry or contact message refreshes it.
export const notificationKeys = {
  all: ['notifications'] as const,
  /** One of the bell's tabs (notifications/api/notification-tabs.ts). */
  list: (tab: string) => ['notifications', 'list', tab] as const,
};
