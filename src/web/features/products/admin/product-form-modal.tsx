// The catalogue's add/edit modal (admin only, loaded on demand).
import type { Product } from '@/contract/products';
import { Modal } from '@/web/components/modal';
import { ProductForm } from './product-form';

type Props = { product: Product | null; onClose: () => void };

export default function ProductFormModal({ product, onClose }: Props) {
  return (
    <Modal open onClose={onClose} title={product ? 'Edit Product' : 'Add Product'} width="2xl">
      <ProductForm product={product} onSaved={onClose} onCancel={onClose} />
    </Modal>
  );
}
