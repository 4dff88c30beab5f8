// What the product page shows when its product is missing (rendered by the server too, with the
// page's 404) or did not load (drawn by the browser; the server renders that as loading). Rarely
// needed, so its code loads when it is.
import { ArrowLeft, RefreshCw } from 'lucide-react';
import { PRODUCT_TEXT } from '@/contract/product-rules';
import { useT } from '@/web/i18n';
import { pageTitle, usePageMeta } from '@/web/lib/page-meta';
import { Link } from '@/web/lib/router';

export default function ProductUnavailable({ missing, onRetry }: { missing: boolean; onRetry: () => void }) {
  const { t, msg } = useT();
  const heading = msg(missing ? PRODUCT_TEXT.notFoundTitle : PRODUCT_TEXT.loadFailed);
  usePageMeta({ title: pageTitle(heading) });
  return (
    <div className="container-page flex flex-col items-center py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
      <p className="mt-2 max-w-md text-slate-600">
        {missing ? t('catalogue.product.missingText') : t('catalogue.product.loadFailedText')}
      </p>
      <div className="mt-6 flex gap-3">
        <Link to="/" className="btn-primary">
          <ArrowLeft className="h-4 w-4" aria-hidden /> {t('catalogue.product.backToProducts')}
        </Link>
        {!missing && (
          <button type="button" className="btn-secondary" onClick={onRetry}>
            <RefreshCw className="h-4 w-4" aria-hidden /> {t('catalogue.tryAgain')}
          </button>
        )}
      </div>
    </div>
  );
}
