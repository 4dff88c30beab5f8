import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRODUCT_TEXT } from '@/contract/product-rules';
import type { ProductResult } from '@/contract/products';
import { api } from '@/web/lib/api-client';
import { invalidateAfterProductChange } from './product-changes';

export type SaveProduct = { id?: string; form: FormData };

/** Creates a product, or replaces one's fields (and arranges its files) when an id is given. */
export const saveProduct = ({ id, form }: SaveProduct) =>
  id ? api.put<ProductResult>(`/products/${id}`, form) : api.post<ProductResult>('/products', form);

/** `creating` chooses the words of a failure: the form knows whether it adds a product or edits one. */
export function useSaveProduct(creating: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: () => invalidateAfterProductChange(queryClient),
    meta: { errorMessage: creating ? PRODUCT_TEXT.createFailed : PRODUCT_TEXT.updateFailed },
  });
}
