import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRODUCT_TEXT } from '@/contract/product-rules';
import { api } from '@/web/lib/api-client';
import { invalidateAdminStats } from '@/web/lib/query-keys/admin';
import { productKeys } from '@/web/lib/query-keys/products';
import { forgetRecentlyViewed } from '../lib/recently-viewed';

export const deleteProduct = (id: string) => api.delete<{ message: string }>(`/products/${id}`);

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_result, id) => {
      forgetRecentlyViewed(id);
      // The deleted product's own page is marked stale but not refetched while it is still on screen
      // (it would answer 404 before the page moves on).
      queryClient.invalidateQueries({ queryKey: productKeys.detail(id), refetchType: 'none' });
      queryClient.invalidateQueries({ queryKey: productKeys.lists });
      queryClient.invalidateQueries({ queryKey: productKeys.categories });
      invalidateAdminStats(queryClient);
    },
    meta: { errorMessage: PRODUCT_TEXT.deleteFailed },
  });
}
