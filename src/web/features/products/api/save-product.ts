import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductResult } from '@/contract/products';
import { api } from '@/web/lib/api-client';
import { invalidateAfterProductChange } from './product-keys';

export type SaveProduct = { id?: string; form: FormData };

/** Creates a product, or replaces one's fields (and arranges its files) when an id is given. */
export const saveProduct = ({ id, form }: SaveProduct) =>
  id ? api.put<ProductResult>(`/products/${id}`, form) : api.post<ProductResult>('/products', form);

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveProduct, onSuccess: () => invalidateAfterProductChange(queryClient) });
}
