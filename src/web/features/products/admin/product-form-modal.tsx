// The catalogue's add/edit modal (admin only, loaded on demand).
import type { Product } from '@/contract/products';
import { Modal } from '@/web/components/modal';
import { useT } from '@/web/i18n';
import { ProductForm } from './product-form';

type Props = { product: Product | null; onClose: () => void };

export default function ProductFormModal({ product, onClose }: Props) {
  const { t } = useT();
  return (
    <Modal
      open
      onClose={onClose}
      title={product ? t('product-admin.modal.edit') : t('product-admin.modal.add')}
      width="2xl"
    >
      <ProductForm product={product} onSaved={onClose} onCancel={onClose} />
    </Modal>
  );
}
