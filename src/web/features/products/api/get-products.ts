import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductList } from '@/contract/products';
import { api } from '@/web/lib/api-client';
import { type ProductListParams, productKeys } from './product-keys';

export const getProducts = (params: ProductListParams, signal?: AbortSignal) =>
  api.get<ProductList>('/products', params, signal);

/** A page of the catalogue; while the next page or search loads, the previous one stays shown. */
export const useProducts = (params: ProductListParams) =>
  useQuery({
    queryKey: productKeys.list(params),
    queryFn: ({ signal }) => getProducts(params, signal),
    placeholderData: keepPreviousData,
  });

/** Up to `limit` products like this one (same category, or the same first word in the name). */
export const useRelatedProducts = (productId: string, limit: number) =>
  useQuery({
    queryKey: productKeys.list({ relatedTo: productId, limit }),
    queryFn: ({ signal }) => getProducts({ relatedTo: productId, limit }, signal),
  });
