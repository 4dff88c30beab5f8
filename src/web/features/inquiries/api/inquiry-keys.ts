// Query keys of the inquiries feature, and the other caches an inquiry change makes stale.
import type { QueryClient } from '@tanstack/react-query';
import type { InquiryStatusFilter } from '@/contract/inquiries';
import { invalidateAdminStats } from '@/web/features/admin';

export const inquiryKeys = {
  all: ['inquiries'] as const,
  list: (status: InquiryStatusFilter, page: number) => ['inquiries', 'list', { status, page }] as const,
  detail: (id: string) => ['inquiries', 'detail', id] as const,
};

/** After any inquiry change: the lists and the dashboard's new-inquiries badge. */
export function invalidateAfterInquiryChange(queryClient: QueryClient) {
  queryClient.invalidateQueries({ queryKey: inquiryKeys.all });
  invalidateAdminStats(queryClient);
}
