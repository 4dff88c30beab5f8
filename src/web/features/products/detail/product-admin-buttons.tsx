// The admin's edit and delete buttons on a product page. Their own chunk: only an admin's page,
// after the session check, loads them (with the confirmation dialog and the delete call).
import { Pencil, Trash2 } from 'lucide-react';
import type { ProductDetail } from '@/contract/products';
import { useT } from '@/web/i18n';
import { Link, useNavigate } from '@/web/lib/router';
import { useDeleteWithConfirm } from '../components/admin-product-actions';

export default function ProductAdminButtons({ product }: { product: ProductDetail }) {
  const { t } = useT();
  const navigate = useNavigate();
  const { deleteProduct, isDeleting } = useDeleteWithConfirm();
  const onDelete = async () => {
    if (await deleteProduct(product)) navigate('/', { replace: true });
  };
  return (
    <>
      <Link to={`/products/${product._id}/edit`} className="btn-secondary">
        <Pencil className="h-4 w-4" aria-hidden /> {t('catalogue.product.edit')}
      </Link>
      <button type="button" className="btn-danger" onClick={onDelete} disabled={isDeleting}>
        <Trash2 className="h-4 w-4" aria-hidden /> {t('catalogue.product.delete')}
      </button>
    </>
  );
}
