// The admin's edit and delete buttons on a product card. Deleting asks first (spec §5).
import { Pencil, Trash2 } from 'lucide-react';
import { PRODUCT_TEXT } from '@/contract/product-rules';
import type { Product } from '@/contract/products';
import { useConfirm } from '@/web/components/confirm-dialog';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useDeleteProduct } from '../api/delete-product';

export const confirmDeleteOptions = (name: string) => ({
  title: 'Delete product',
  message: `Are you sure you want to delete "${name}"? Its photos and reviews are deleted with it; pricing inquiries about it are kept. This action cannot be undone.`,
});

/** Deletes after confirmation; answers whether it did. */
export function useDeleteWithConfirm() {
  const confirm = useConfirm();
  const remove = useDeleteProduct();
  const deleteProduct = async (product: Pick<Product, '_id' | 'name'>) => {
    if (!(await confirm(confirmDeleteOptions(product.name)))) return false;
    try {
      const result = await remove.mutateAsync(product._id);
      notifySuccess(result.message);
      return true;
    } catch (error) {
      notifyError(error, PRODUCT_TEXT.deleteFailed);
      return false;
    }
  };
  return { deleteProduct, isDeleting: remove.isPending };
}

export function AdminProductActions({ product, onEdit }: { product: Product; onEdit: () => void }) {
  const { deleteProduct, isDeleting } = useDeleteWithConfirm();
  const button = 'rounded-lg bg-white/95 p-2 shadow-sm ring-1 ring-slate-200 hover:bg-white';
  return (
    <>
      <button
        type="button"
        className={`${button} text-brand-700`}
        onClick={onEdit}
        aria-label={`Edit ${product.name}`}
      >
        <Pencil className="h-4 w-4" />
      </button>
      <button
        type="button"
        className={`${button} text-red-600`}
        onClick={() => deleteProduct(product)}
        disabled={isDeleting}
        aria-label={`Delete ${product.name}`}
      >
        <Trash2 className="h-4 w-4" />
      </button>
    </>
  );
}
