// One product, as its page, its edit page and the quote basket's lines ask for it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@/contract/products';
import { api } from '@/web/lib/api-client';
import { productKeys } from '@/web/lib/query-keys/products';

export const getProduct = (id: string, signal?: AbortSignal) =>
  api.get<ProductDetail>(`/products/${encodeURIComponent(id)}`, undefined, signal);

// No error text in meta: the detail and edit pages show "Product Not Found" or "Failed to load"
// themselves (and the detail page chooses its own toast).
export const productQuery = (id: string) =>
  queryOptions({ queryKey: productKeys.detail(id), queryFn: ({ signal }) => getProduct(id, signal) });

export const useProduct = (id: string) => useQuery(productQuery(id));
