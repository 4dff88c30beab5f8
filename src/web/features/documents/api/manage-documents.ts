// The admin's changes to a product's documents. Each changes the product's page too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DOCUMENT_MESSAGES, type ProductDocument } from '@/contract/documents';
import { api } from '@/web/lib/api-client';
import { documentKeys } from './document-keys';

const PRODUCTS_KEY = ['products'] as const;

export function useUploadDocument(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      api.post<{ document: ProductDocument; message: string }>(`/products/${productId}/documents`, form),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: documentKeys.all });
      queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
    },
    meta: { errorMessage: DOCUMENT_MESSAGES.uploadFailed },
  });
}

export function useDeleteDocument(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/products/${productId}/documents/${id}`),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: documentKeys.all });
      queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
    },
    meta: { errorMessage: DOCUMENT_MESSAGES.deleteFailed },
  });
}
