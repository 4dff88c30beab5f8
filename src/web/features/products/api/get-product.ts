import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@/contract/products';
import { api } from '@/web/lib/api-client';
import { productKeys } from './product-keys';

// The answer's safety panel is worded in the request's language: the page's own in the browser, and
// named by the server rendering a page (one query cache per page, so the key needs no language).
export const getProduct = (id: string, signal?: AbortSignal, language?: string) =>
  api.get<ProductDetail>(`/products/${encodeURIComponent(id)}`, undefined, signal, language);

// No error text in meta: the detail and edit pages show "Product Not Found" or "Failed to load"
// themselves (and the detail page chooses its own toast).
export const productQuery = (id: string, language?: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal, language),
  });

export const useProduct = (id: string) => useQuery(productQuery(id));
