// The caches a contact message's change makes stale (the keys are shared: src/web/lib/query-keys.ts).
import type { QueryClient } from '@tanstack/react-query';
import { contactKeys, invalidateAdminStats } from '@/web/lib/query-keys';

/** After a message is sent, read or deleted: the lists and the dashboard's counts and unread badge. */
export function invalidateAfterContactChange(queryClient: QueryClient) {
  queryClient.invalidateQueries({ queryKey: contactKeys.all });
  invalidateAdminStats(queryClient);
}
