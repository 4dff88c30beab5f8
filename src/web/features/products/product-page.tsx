// The product detail page, /products/{id} (spec §2).
import { ChevronRight, Share2, Star } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { productPage } from '@/contract/pages';
import { OVERVIEW_LENGTH, PRODUCT_NOT_FOUND, PRODUCT_TEXT } from '@/contract/product-rules';
import type { ProductDetail } from '@/contract/products';
import { PageSpinner } from '@/web/components/spinner';
import { useSession } from '@/web/features/auth';
import { EnglishFragment, useFormat, useT } from '@/web/i18n';
import { trackEvent } from '@/web/lib/analytics';
import { ApiError } from '@/web/lib/api-client';
import { InTurn } from '@/web/lib/in-turn';
import { lazyPart } from '@/web/lib/lazy-part';
import { usePageMeta } from '@/web/lib/page-meta';
import { useProduct } from '@/web/lib/product-query';
import { ratingFigure } from '@/web/lib/rating-figure';
import { Link, useLocation, useParams } from '@/web/lib/router';
import { toast } from '@/web/lib/toast';
import { CategoryBadge, StockBadge } from './components/badges';
import { FavoriteButton } from './detail/favorite-button';
import { PricingBox } from './detail/pricing-box';
import { ProductGallery } from './detail/product-gallery';
import { SafetyPanel } from './detail/safety-panel';
import { useProductText } from './lib/localized-product';
import { shareProduct } from './lib/share';

// What a reader does not need to read the product's summary is not named in its HTML, and its code
// is asked for when the reader comes to it (src/web/lib/lazy-part.ts): the sections under the summary
// (server-rendered, hydrated once their chunk is in) when the reader comes near them, the reading
// progress bar and the bar that appear on scrolling at the first scroll; an admin's buttons.
const ProductDetails = lazyPart(
  () => import('./detail/product-details').then((module) => module.default),
  'approach',
);
const FloatingBar = lazyPart(
  () => import('./detail/floating-bar').then((module) => module.FloatingBar),
  'scroll',
);
const ScrollProgress = lazyPart(
  () => import('./detail/scroll-progress').then((module) => module.ScrollProgress),
  'scroll',
);
const ProductAdminButtons = lazy(() => import('./detail/product-admin-buttons'));
const ProductUnavailable = lazy(() => import('./detail/product-unavailable'));
// The browser's list of recently viewed products is written after the page is drawn.
const recentlyViewed = () => import('./lib/recently-viewed');

/** Before the app goes to a product page: its lazy parts too, so nothing pops in after it. */
export const preloadParts = () =>
  Promise.all([ProductDetails.preload(), FloatingBar.preload(), ScrollProgress.preload()]);

export default function ProductPage() {
  const { msg } = useT();
  const { productId = '' } = useParams();
  const product = useProduct(productId);
  const missing = product.error instanceof ApiError && product.error.status === 404;

  useEffect(() => {
    if (!product.isError) return;
    if (missing) void recentlyViewed().then((module) => module.forgetRecentlyViewed(productId));
    toast.error(msg(missing ? PRODUCT_NOT_FOUND : PRODUCT_TEXT.loadFailed), {
      id: `product-${productId}`,
    });
  }, [product.isError, missing, productId, msg]);

  if (product.isPending) return <PageSpinner />;
  if (product.isError) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <ProductUnavailable missing={missing} onRetry={() => product.refetch()} />
      </Suspense>
    );
  }
  return <ProductView key={product.data._id} product={product.data} />;
}

function ProductView({ product }: { product: ProductDetail }) {
  const { t, figures } = useT();
  const format = useFormat();
  const { isAdmin } = useSession();
  const { hash } = useLocation();
  // The name and description in the page's language (Bengali where the product has them).
  const text = useProductText();
  const name = text.name(product);
  const description = text.description(product);
  usePageMeta({ ...productPage({ name, description }), image: product.photo?.url });

  useEffect(() => {
    void recentlyViewed().then(({ recentlyViewedStore, addRecentlyViewed }) =>
      recentlyViewedStore.update((list) =>
        addRecentlyViewed(list, {
          id: product._id,
          name: product.name,
          nameBn: product.nameBn,
          photo: product.photo,
          price: product.price,
          viewedAt: new Date().toISOString(),
        }),
      ),
    );
    trackEvent('view_item', {
      items: [{ item_id: product._id, item_name: product.name, item_category: product.category }],
    });
  }, [product]);

  // A link to a section (#specifications, #comments...) lands on it once the page is drawn.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival, not on every tab click.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, []);

  const images = useMemo(
    () => (product.photo ? [product.photo, ...product.additionalPhotos] : product.additionalPhotos),
    [product],
  );
  const overview =
    description.length > OVERVIEW_LENGTH
      ? `${description.slice(0, OVERVIEW_LENGTH).trimEnd()}…`
      : description;

  return (
    <>
      <ScrollProgress />
      <div className="container-page py-6">
        <nav
          aria-label={t('catalogue.product.breadcrumb')}
          className="flex items-center gap-1 text-sm text-muted"
        >
          <Link to="/" className="hover:text-brand-700">
            {t('catalogue.list.title')}
          </Link>
          {product.category && (
            <>
              <ChevronRight className="h-4 w-4" aria-hidden />
              <Link
                to={`/?category=${encodeURIComponent(product.category)}`}
                className="hover:text-brand-700"
              >
                {text.category(product.category)}
              </Link>
            </>
          )}
          <ChevronRight className="h-4 w-4 shrink-0" aria-hidden />
          <span className="truncate text-slate-700">
            <EnglishFragment>{name}</EnglishFragment>
          </span>
        </nav>

        <div className="mt-4 grid gap-8 lg:grid-cols-2">
          <InTurn>
            <ProductGallery images={images} name={name} />
          </InTurn>

          <div>
            <div className="flex flex-wrap items-center gap-2">
              <CategoryBadge category={product.category} />
              <StockBadge inStock={product.inStock} />
            </div>
            <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">
              <EnglishFragment>{name}</EnglishFragment>
            </h1>
            <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
              <span>{t('catalogue.product.added', { date: format.date(product.createdAt) })}</span>
              {product.casNumber && <span>{t('catalogue.product.cas', { cas: product.casNumber })}</span>}
              <a href="#comments" className="inline-flex items-center gap-1 hover:text-brand-700">
                {product.averageRating === null ? (
                  t('catalogue.product.noRatings')
                ) : (
                  <>
                    <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden />
                    {t('catalogue.product.rating', {
                      rating: ratingFigure(product.averageRating, figures),
                    })}
                  </>
                )}
                <span className="text-muted">
                  ({t('catalogue.product.reviewCount', { count: product.reviewCount })})
                </span>
              </a>
            </p>

            <p className="mt-4 text-slate-700">
              {overview}{' '}
              {overview !== description && (
                <a href="#description" className="font-medium text-brand-700 hover:underline">
                  {t('catalogue.product.readMore')}
                </a>
              )}
            </p>

            {product.safetyPanel && (
              <div className="mt-4">
                <InTurn>
                  <SafetyPanel panel={product.safetyPanel} />
                </InTurn>
              </div>
            )}

            <div className="mt-5">
              <InTurn>
                <PricingBox product={product} />
              </InTurn>
            </div>

            <div className="mt-4 flex flex-wrap gap-2">
              <FavoriteButton product={product} />
              <button type="button" className="btn-secondary" onClick={() => shareProduct(product)}>
                <Share2 className="h-4 w-4" aria-hidden /> {t('catalogue.product.share')}
              </button>
              {isAdmin && (
                <Suspense fallback={null}>
                  <ProductAdminButtons product={product} />
                </Suspense>
              )}
            </div>
          </div>
        </div>

        <div className="mt-10">
          <InTurn>
            <ProductDetails product={product} />
          </InTurn>
        </div>
      </div>
      <FloatingBar product={product} />
    </>
  );
}
