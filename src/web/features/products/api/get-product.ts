import { useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@/contract/products';
import { api } from '@/web/lib/api-client';
import { productKeys } from './product-keys';

export const getProduct = (id: string, signal?: AbortSignal) =>
  api.get<ProductDetail>(`/products/${encodeURIComponent(id)}`, undefined, signal);

export const useProduct = (id: string) =>
  useQuery({ queryKey: productKeys.detail(id), queryFn: ({ signal }) => getProduct(id, signal) });
