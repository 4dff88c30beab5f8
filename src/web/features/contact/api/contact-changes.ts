// The caches a contact message's change makes stale (the keys are shared: src/web/lib/query-keys/).
import type { QueryClient } from '@tanstack/react-query';
import { invalidateAdminStats } from '@/web/lib/query-keys/admin';
import { contactKeys } from '@/web/lib/query-keys/contact';

/** After a message is read or deleted: the lists and the dashboard's counts and unread badge. */
export function invalidateAfterContactChange(queryClient: QueryClient) {
  queryClient.invalidateQueries({ queryKey: contactKeys.all });
  invalidateAdminStats(queryClient);
}
