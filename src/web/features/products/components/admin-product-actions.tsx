// The admin's edit and delete buttons on a product card. Deleting asks first (spec §5).
import { Pencil, Trash2 } from 'lucide-react';
import type { Product } from '@/contract/products';
import { useConfirm } from '@/web/components/confirm-dialog';
import { useT } from '@/web/i18n';
import { notifySuccess } from '@/web/lib/notify';
import { useDeleteProduct } from '../api/delete-product';

/** Deletes after confirmation; answers whether it did. */
export function useDeleteWithConfirm() {
  const { t } = useT();
  const confirm = useConfirm();
  const remove = useDeleteProduct();
  const deleteProduct = async (product: Pick<Product, '_id' | 'name'>) => {
    const options = {
      title: t('catalogue.delete.title'),
      message: t('catalogue.delete.message', { name: product.name }),
    };
    if (!(await confirm(options))) return false;
    try {
      const result = await remove.mutateAsync(product._id);
      notifySuccess(result.message);
      return true;
    } catch {
      return false; // said by the query client
    }
  };
  return { deleteProduct, isDeleting: remove.isPending };
}

export function AdminProductActions({ product, onEdit }: { product: Product; onEdit: () => void }) {
  const { t } = useT();
  const { deleteProduct, isDeleting } = useDeleteWithConfirm();
  const button = 'rounded-lg bg-white/95 p-2 shadow-sm ring-1 ring-slate-200 hover:bg-white';
  return (
    <>
      <button
        type="button"
        className={`${button} text-brand-700`}
        onClick={onEdit}
        aria-label={t('catalogue.delete.editNamed', { name: product.name })}
      >
        <Pencil className="h-4 w-4" />
      </button>
      <button
        type="button"
        className={`${button} text-red-600`}
        onClick={() => deleteProduct(product)}
        disabled={isDeleting}
        aria-label={t('catalogue.delete.deleteNamed', { name: product.name })}
      >
        <Trash2 className="h-4 w-4" />
      </button>
    </>
  );
}
