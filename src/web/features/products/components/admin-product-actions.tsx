// The admin's edit and delete buttons on a product card. Deleting asks first (spec §5).

import { Pencil, Trash2 } from 'lucide-react';
import type { Product } from '@/contract/products';
import { useConfirm } from '@/web/components/confirm-dialog';
import { IconButton } from '@/web/components/icon-button';
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

export function AdminProductActions({
  product,
  onEdit,
}: {
  product: Pick<Product, '_id' | 'name'>;
  onEdit: () => void;
}) {
  const { t } = useT();
  const { deleteProduct, isDeleting } = useDeleteWithConfirm();
  const button = 'rounded-lg bg-white/95 p-2 shadow-sm ring-1 ring-slate-200 hover:bg-white';
  return (
    <>
      <IconButton
        icon={Pencil}
        label={t('catalogue.delete.editNamed', { name: product.name })}
        className={`${button} text-brand-700`}
        onClick={onEdit}
      />
      <IconButton
        icon={Trash2}
        label={t('catalogue.delete.deleteNamed', { name: product.name })}
        className={`${button} text-red-600`}
        disabled={isDeleting}
        onClick={() => deleteProduct(product)}
      />
    </>
  );
}
