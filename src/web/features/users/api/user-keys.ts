// Query keys of the users feature, and the other caches a change to an account makes stale.
import type { QueryClient } from '@tanstack/react-query';
import { invalidateAdminStats } from '@/web/lib/query-keys/admin';

export type RoleFilter = 'all' | 'user' | 'admin';
export type UserListParams = { page: number; role: RoleFilter; q: string };

export const userKeys = {
  all: ['users'] as const,
  list: (params: UserListParams) => ['users', 'list', params] as const,
};

/** After a promotion, demotion or deletion: the list, and the dashboard's Users count. */
export function invalidateAfterUserChange(queryClient: QueryClient) {
  queryClient.invalidateQueries({ queryKey: userKeys.all });
  invalidateAdminStats(queryClient);
}
