// Query keys of the products feature, and the other caches a product change makes stale.
import type { QueryClient } from '@tanstack/react-query';
import type { ProductGrade } from '@/contract/enums';
import { invalidateAdminStats } from '@/web/features/admin';

export type ProductListParams = {
  q?: string;
  category?: string;
  grade?: ProductGrade;
  page?: number;
  limit?: number;
  relatedTo?: string;
};

export const productKeys = {
  all: ['products'] as const,
  // The comments feature refreshes the detail when reviews change, through invalidateProductDetail.
  detail: (id: string) => ['products', id] as const,
  lists: ['products', 'list'] as const,
  list: (params: ProductListParams) => ['products', 'list', params] as const,
  categories: ['products', 'categories'] as const,
};

/** After any add, edit or delete: every product query, and the dashboard's Products count. */
export function invalidateAfterProductChange(queryClient: QueryClient) {
  queryClient.invalidateQueries({ queryKey: productKeys.all });
  invalidateAdminStats(queryClient);
}

/** A product's detail page, whose Reviews tab shows the comment count (used by comments). */
export const invalidateProductDetail = (queryClient: QueryClient, id: string) =>
  queryClient.invalidateQueries({
    // The page asks by its address's slug; an edit page or older link by the id.
    predicate: ({ queryKey, state }) =>
      queryKey[0] === 'products' &&
      queryKey.length === 2 &&
      (queryKey[1] === id || (state.data as { _id?: string } | undefined)?._id === id),
  });
