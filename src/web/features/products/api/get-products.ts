import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PRODUCT_TEXT } from '@/contract/product-rules';
import type { ProductList } from '@/contract/products';
import { api } from '@/web/lib/api-client';
import { type ProductListParams, productKeys } from '@/web/lib/query-keys/products';

export const getProducts = (params: ProductListParams, signal?: AbortSignal) =>
  api.get<ProductList>('/products', params, signal);

/** A page of the catalogue; while the next page or search loads, the previous one stays shown. */
export const productsQuery = (params: ProductListParams) =>
  queryOptions({
    queryKey: productKeys.list(params),
    queryFn: ({ signal }) => getProducts(params, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: PRODUCT_TEXT.fetchListFailed },
  });

export const useProducts = (params: ProductListParams) => useQuery(productsQuery(params));

/** Up to `limit` products like this one (same category, or the same first word in the name). A
 * failure leaves the section out, without a toast. */
export const relatedProductsQuery = (productId: string, limit: number) =>
  queryOptions({
    queryKey: productKeys.list({ relatedTo: productId, limit }),
    queryFn: ({ signal }) => getProducts({ relatedTo: productId, limit }, signal),
  });

export const useRelatedProducts = (productId: string, limit: number) =>
  useQuery(relatedProductsQuery(productId, limit));
