// /products/{id}/edit (admin): the product form on its own page, the detail page's Edit link.
import { ArrowLeft } from 'lucide-react';
import { productPath } from '@/contract/product-slug';
import { PageSpinner } from '@/web/components/spinner';
import { DocumentManager } from '@/web/features/documents';
import { useT } from '@/web/i18n';
import { ApiError } from '@/web/lib/api-client';
import { pageTitle, usePageMeta } from '@/web/lib/page-meta';
import { useProduct } from '@/web/lib/product-query';
import { Link, useNavigate, useParams } from '@/web/lib/router';
import { ProductForm } from './product-form';

export default function EditProductPage() {
  const { productId = '' } = useParams();
  const navigate = useNavigate();
  const product = useProduct(productId);
  const { t } = useT();
  usePageMeta({
    title: pageTitle(
      product.data
        ? t('product-admin.edit.pageTitle', { name: product.data.name })
        : t('product-admin.edit.title'),
    ),
  });
  const back = product.data ? productPath(product.data) : `/products/${productId}`;

  if (product.isPending) return <PageSpinner />;
  if (product.isError) {
    const missing = product.error instanceof ApiError && product.error.status === 404;
    return (
      <div className="container-page py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">
          {missing ? t('product-admin.edit.notFound') : t('product-admin.edit.loadFailed')}
        </h1>
        <Link to="/" className="btn-primary mt-6">
          <ArrowLeft className="h-4 w-4" aria-hidden /> {t('product-admin.edit.backToProducts')}
        </Link>
      </div>
    );
  }

  return (
    <div className="container-page max-w-3xl py-8">
      <Link to={back} className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden /> {t('product-admin.edit.back')}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{t('product-admin.edit.title')}</h1>
      <p className="text-sm text-muted">{product.data.name}</p>
      <div className="card mt-6 p-5 sm:p-6">
        <ProductForm
          product={product.data}
          onSaved={(result) => navigate(productPath(result.product))}
          onCancel={() => navigate(back)}
        />
      </div>
      <DocumentManager productId={product.data._id} />
    </div>
  );
}
