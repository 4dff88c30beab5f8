// The caches a product change makes stale (the keys are shared: src/web/lib/query-keys.ts).
import type { QueryClient } from '@tanstack/react-query';
import { invalidateAdminStats, productKeys } from '@/web/lib/query-keys';

/** After any add, edit or delete: every product query, and the dashboard's Products count. */
export function invalidateAfterProductChange(queryClient: QueryClient) {
  queryClient.invalidateQueries({ queryKey: productKeys.all });
  invalidateAdminStats(queryClient);
}
