// Query keys of the products feature, and the other caches a product change makes stale.
import type { QueryClient } from '@tanstack/react-query';

export type ProductListParams = {
  q?: string;
  category?: string;
  page?: number;
  limit?: number;
  relatedTo?: string;
};

export const productKeys = {
  all: ['products'] as const,
  // ['products', id] is the detail: the comments feature invalidates it when reviews change.
  detail: (id: string) => ['products', id] as const,
  lists: ['products', 'list'] as const,
  list: (params: ProductListParams) => ['products', 'list', params] as const,
  categories: ['products', 'categories'] as const,
};

/** After any add, edit or delete: every product query, and the dashboard's Products count. */
export function invalidateAfterProductChange(queryClient: QueryClient) {
  queryClient.invalidateQueries({ queryKey: productKeys.all });
  queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] });
}
