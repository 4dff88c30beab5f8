// Related products (up to 4: same category, or the same first word in the name) and the products
// this browser viewed before this one.
import { History } from 'lucide-react';
import { productName } from '@/contract/localized-product';
import { PRODUCT_TEXT, RECENTLY_VIEWED_EARLIER, RELATED_LIMIT } from '@/contract/product-rules';
import { productPath } from '@/contract/product-slug';
import { Spinner } from '@/web/components/spinner';
import { EnglishFragment, useFormat, useT } from '@/web/i18n';
import { Link } from '@/web/lib/router';
import { useRelatedProducts } from '../api/get-products';
import { ProductCard } from '../components/product-card';
import { ProductImage } from '../components/product-image';
import { recentlyViewedStore } from '../lib/recently-viewed';
import { usePriceText } from '../lib/use-price-text';

export function RelatedProducts({ productId }: { productId: string }) {
  const { t, msg } = useT();
  const related = useRelatedProducts(productId, RELATED_LIMIT);
  const products = related.data?.products ?? [];
  return (
    <div>
      <h2 className="text-xl font-bold text-slate-900">{t('catalogue.related.title')}</h2>
      {related.isPending ? (
        <Spinner label={t('catalogue.related.loading')} className="py-10" />
      ) : products.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{msg(PRODUCT_TEXT.noRelated)}</p>
      ) : (
        <div className="mt-4 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
          {products.map((product) => (
            <ProductCard key={product._id} product={product} headingLevel={3} />
          ))}
        </div>
      )}
    </div>
  );
}

export function RecentlyViewedProducts({ currentId }: { currentId: string }) {
  const { t, locale } = useT();
  const format = useFormat();
  const priceText = usePriceText();
  const earlier = recentlyViewedStore
    .use()
    .filter((item) => item.id !== currentId)
    .slice(0, RECENTLY_VIEWED_EARLIER);
  if (earlier.length === 0) return null;
  return (
    <div className="mt-10">
      <h2 className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <History className="h-5 w-5 text-muted" aria-hidden /> {t('catalogue.related.recentlyViewed')}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">
        {earlier.map((item) => (
          <li key={item.id}>
            <Link
              to={productPath({ _id: item.id, name: item.name })}
              className="card flex items-center gap-3 p-3 transition-shadow hover:shadow-md"
            >
              <div className="aspect-[4/3] w-20 shrink-0 overflow-hidden rounded-md bg-slate-100">
                <ProductImage image={item.photo} alt="" sizes="80px" className="h-full w-full object-cover" />
              </div>
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-slate-900">
                  <EnglishFragment>{productName(item, locale)}</EnglishFragment>
                </p>
                <p className="truncate text-xs text-slate-600">{priceText(item.price).text}</p>
                <p className="text-xs text-muted">
                  {t('catalogue.related.viewed', { ago: format.timeAgo(item.viewedAt).toLowerCase() })}
                </p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
