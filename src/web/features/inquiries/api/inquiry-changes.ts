// The caches an inquiry change makes stale (the keys are shared: src/web/lib/query-keys/).
import type { QueryClient } from '@tanstack/react-query';
import { invalidateAdminStats } from '@/web/lib/query-keys/admin';
import { inquiryKeys } from '@/web/lib/query-keys/inquiries';

/** After any inquiry change: the lists and the dashboard's new-inquiries badge. */
export function invalidateAfterInquiryChange(queryClient: QueryClient) {
  queryClient.invalidateQueries({ queryKey: inquiryKeys.all });
  invalidateAdminStats(queryClient);
}
