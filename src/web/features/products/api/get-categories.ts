import { useQuery } from '@tanstack/react-query';
import type { CategoryCount } from '@/contract/products';
import { api } from '@/web/lib/api-client';
import { productKeys } from './product-keys';

export const useCategories = () =>
  useQuery({
    queryKey: productKeys.categories,
    queryFn: ({ signal }) => api.get<CategoryCount[]>('/products/categories', undefined, signal),
    staleTime: 5 * 60_000,
  });
