// Everything under a product's summary: the section tabs, the description, the specifications, the
// reviews and the related products. Its own chunk, loaded lazily by the product page: the server
// renders it into the HTML, and the browser hydrates it once its code arrives (it is not among the
// scripts the HTML names), so a phone reads the summary without waiting for it.

import { lazy, Suspense, useMemo } from 'react';
import type { ProductDetail } from '@/contract/products';
import { Spinner } from '@/web/components/spinner';
import { useFormat, useT } from '@/web/i18n';
import { loadCatalogs } from '@/web/i18n/catalogs';
import { useNearViewport } from '@/web/lib/use-near-viewport';
import { DescriptionSection, SECTION_CLASS, SpecificationsSection } from './product-sections';
import { ProductTabs } from './product-tabs';
import { RecentlyViewedProducts, RelatedProducts } from './related-products';
import { TransportBlock } from './transport-block';

// The reviews (their list, and the form with its validation rules) load when the visitor scrolls
// towards them or follows a link to them: nobody needs them to read the product, and they are most
// of the page's code (about 40 KB compressed), which a phone on a slow network should not wait for.
const CommentsSection = lazy(() =>
  Promise.all([import('@/web/features/comments'), loadCatalogs(['reviews', 'messages'])]).then(
    ([module]) => ({
      default: module.CommentsSection,
    }),
  ),
);

function Reviews({ productId }: { productId: string }) {
  const { t } = useT();
  const [placeholder, near] = useNearViewport<HTMLDivElement>();
  const loading = <Spinner label={t('catalogue.comments.loading')} className="py-10" />;
  // Marked busy: a placeholder the reviews replace once the visitor nears them.
  if (!near)
    return (
      <div ref={placeholder} aria-busy="true">
        {loading}
      </div>
    );
  return (
    <Suspense fallback={loading}>
      <CommentsSection productId={productId} />
    </Suspense>
  );
}

export default function ProductDetails({ product }: { product: ProductDetail }) {
  const { t } = useT();
  const format = useFormat();
  const tabs = useMemo(
    () => [
      { id: 'description', label: t('catalogue.product.description') },
      { id: 'specifications', label: t('catalogue.product.specifications') },
      {
        id: 'comments',
        label: t('catalogue.product.reviewsTab', { count: format.number(product.reviewCount) }),
      },
      { id: 'related', label: t('catalogue.product.related') },
    ],
    [product.reviewCount, t, format],
  );
  return (
    <>
      <ProductTabs tabs={tabs} />
      <DescriptionSection product={product} />
      <SpecificationsSection product={product} />
      {product.transportBlock && <TransportBlock block={product.transportBlock} />}
      <section
        id="comments"
        className={`${SECTION_CLASS} border-t border-slate-200`}
        aria-label={t('catalogue.product.reviews')}
      >
        <Reviews productId={product._id} />
      </section>
      <section
        id="related"
        className={`${SECTION_CLASS} border-t border-slate-200`}
        aria-label={t('catalogue.product.related')}
      >
        <RelatedProducts productId={product._id} />
        <RecentlyViewedProducts currentId={product._id} />
      </section>
    </>
  );
}
