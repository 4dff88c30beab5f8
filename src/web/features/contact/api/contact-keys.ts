// Query keys of the contact feature, and the other caches a change makes stale.
import type { QueryClient } from '@tanstack/react-query';
import type { ContactStatusFilter } from '@/contract/contact';
import { invalidateAdminStats } from '@/web/features/admin';

export const contactKeys = {
  all: ['contacts'] as const,
  list: (status: ContactStatusFilter, page: number) => ['contacts', 'list', { status, page }] as const,
};

/** After a message is sent, read or deleted: the lists and the dashboard's counts and unread badge. */
export function invalidateAfterContactChange(queryClient: QueryClient) {
  queryClient.invalidateQueries({ queryKey: contactKeys.all });
  invalidateAdminStats(queryClient);
}
