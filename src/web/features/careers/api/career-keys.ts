// Query keys of the careers feature, and the other caches a career change makes stale.
import type { QueryClient } from '@tanstack/react-query';
import { invalidateAdminStats } from '@/web/lib/query-keys/admin';

export const careerKeys = {
  all: ['careers'] as const,
  public: ['careers', 'public'] as const,
  admin: ['careers', 'admin'] as const,
};

/** After any change: both lists, and the dashboard's Career Posts count. */
export function invalidateAfterCareerChange(queryClient: QueryClient) {
  queryClient.invalidateQueries({ queryKey: careerKeys.all });
  invalidateAdminStats(queryClient);
}
