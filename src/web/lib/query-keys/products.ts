// The products' query keys, shared: the comments refresh a product's page, the quote basket reads
// products (src/web/lib/query-keys/admin.ts says why keys live here).
import type { QueryClient } from '@tanstack/react-query';
import type { ProductGrade } from '@/contract/enums';

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
  detail: (id: string) => ['products', id] as const,
  lists: ['products', 'list'] as const,
  list: (params: ProductListParams) => ['products', 'list', params] as const,
  categories: ['products', 'categories'] as const,
};

/** A product's detail page, whose Reviews tab shows the comment count (refreshed by comments). */
export const invalidateProductDetail = (queryClient: QueryClient, id: string) =>
  queryClient.invalidateQueries({
    // The page asks by its address's slug; an edit page or older link by the id.
    predicate: ({ queryKey, state }) =>
      queryKey[0] === 'products' &&
      queryKey.length === 2 &&
      (queryKey[1] === id || (state.data as { _id?: string } | undefined)?._id === id),
  });
