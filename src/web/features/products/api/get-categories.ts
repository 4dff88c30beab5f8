import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryCount } from '@/contract/products';
import { api } from '@/web/lib/api-client';
import { productKeys } from '@/web/lib/query-keys/products';

export const getCategories = (signal?: AbortSignal) =>
  api.get<CategoryCount[]>('/products/categories', undefined, signal);

// No error text: without the list the filter still offers "All categories" (and one from a link).
export const categoriesQuery = () =>
  queryOptions({
    queryKey: productKeys.categories,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 5 * 60_000,
  });

export const useCategories = () => useQuery(categoriesQuery());
