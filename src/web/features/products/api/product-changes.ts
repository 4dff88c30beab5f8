// The caches a product change makes stale (the keys are shared: src/web/lib/query-keys/).
import type { QueryClient } from '@tanstack/react-query';
import { invalidateAdminStats } from '@/web/lib/query-keys/admin';
import { productKeys } from '@/web/lib/query-keys/products';

/** After any add, edit or delete: every product query, and the dashboard's Products count. */
export function invalidateAfterProductChange(queryClient: QueryClient) {
  queryClient.invalidateQueries({ queryKey: productKeys.all });
  invalidateAdminStats(queryClient);
}
