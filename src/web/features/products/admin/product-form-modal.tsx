// The catalogue's add/edit modal (admin only, loaded on demand). A list carries each product's summary
// (contract ProductSummarySchema), so the product being edited is read whole first, through the same
// query as its page (already held when the admin comes from there).

import { Modal } from '@/web/components/modal';
import { Spinner } from '@/web/components/spinner';
import { useT } from '@/web/i18n';
import { ApiError } from '@/web/lib/api-client';
import { useProduct } from '@/web/lib/product-query';
import { ProductForm } from './product-form';

/** `productId`: the product to edit, or null to add one. */
type Props = { productId: string | null; onClose: () => void };

export default function ProductFormModal({ productId, onClose }: Props) {
  const { t } = useT();
  return (
    <Modal
      open
      onClose={onClose}
      title={productId ? t('product-admin.modal.edit') : t('product-admin.modal.add')}
      width="2xl"
    >
      {productId ? (
        <EditForm productId={productId} onClose={onClose} />
      ) : (
        <ProductForm product={null} onSaved={onClose} onCancel={onClose} />
      )}
    </Modal>
  );
}

function EditForm({ productId, onClose }: { productId: string; onClose: () => void }) {
  const { t } = useT();
  const product = useProduct(productId);
  if (product.isPending) return <Spinner label={t('product-admin.modal.loading')} className="py-16" />;
  if (product.isError) {
    const missing = product.error instanceof ApiError && product.error.status === 404;
    return (
      <p role="alert" className="py-10 text-center text-sm text-red-700">
        {missing ? t('product-admin.edit.notFound') : t('product-admin.edit.loadFailed')}
      </p>
    );
  }
  return <ProductForm product={product.data} onSaved={onClose} onCancel={onClose} />;
}
