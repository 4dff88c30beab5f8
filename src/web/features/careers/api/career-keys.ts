// Query keys of the careers feature, and the other caches a career change makes stale.
import type { QueryClient } from '@tanstack/react-query';
// Straight from its module: the admin feature's entry would bring the admin's hooks to public pages.
import { invalidateAdminStats } from '@/web/features/admin/api/admin-keys';

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
