// Query keys of the comments feature, and the other caches a comment change makes stale.
import type { QueryClient } from '@tanstack/react-query';
import type { AdminCommentsParams, CommentSort } from '@/contract/comments';
import { invalidateAdminStats } from '@/web/lib/query-keys/admin';
import { invalidateProductDetail } from '@/web/lib/query-keys/products';

export const commentKeys = {
  all: ['comments'] as const,
  product: (productId: string) => ['comments', 'product', productId] as const,
  productSorted: (productId: string, sort: CommentSort) => ['comments', 'product', productId, sort] as const,
  admin: (query: AdminCommentsParams) => ['comments', 'admin', query] as const,
};

/** After any comment change: every comment list, the dashboard's pending-replies badge, and the
 * product detail (its Reviews tab shows the count). */
export function invalidateAfterCommentChange(queryClient: QueryClient, productId?: string) {
  queryClient.invalidateQueries({ queryKey: commentKeys.all });
  invalidateAdminStats(queryClient);
  if (productId) invalidateProductDetail(queryClient, productId);
}
