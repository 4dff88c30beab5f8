// The queue's product filter: the products whose name, in either language, matches what the admin
// types, through the catalogue's own search (GET /api/products?q=). A failed search shows in the
// list of choices itself, not as a toast over the page.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ProductList } from '@/contract/products';
import { api } from '@/web/lib/api-client';
import { productKeys } from '@/web/lib/query-keys/products';

export const PRODUCT_CHOICES = 8;

export const productChoicesQuery = (q: string) =>
  queryOptions({
    queryKey: productKeys.list({ q, limit: PRODUCT_CHOICES }),
    queryFn: ({ signal }) => api.get<ProductList>('/products', { q, limit: PRODUCT_CHOICES }, signal),
    enabled: q !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
