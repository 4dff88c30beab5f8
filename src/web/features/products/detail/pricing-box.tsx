// The price (spec §5 display rule), stock, the seller's phone and the pricing inquiry button.
import { Phone } from 'lucide-react';
import type { ProductDetail } from '@/contract/products';
import { COMPANY } from '@/contract/site';
import { RequestQuoteButton } from '@/web/features/inquiries';
import { AddToQuoteButton } from '@/web/features/quote-basket';
import { RequestSampleButton } from '@/web/features/samples';
import { useT } from '@/web/i18n';
import { telHref } from '@/web/lib/links';
import { StockBadge } from '../components/badges';
import { usePriceText } from '../lib/use-price-text';

export function PricingBox({ product }: { product: ProductDetail }) {
  const { t } = useT();
  const { text: price, priced } = usePriceText()(product.price);
  const phone = product.contactPhone || COMPANY.phones[0];
  return (
    <section
      aria-label={t('catalogue.pricing.label')}
      className="rounded-2xl border border-slate-200 bg-slate-50 p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-muted">
            {t('catalogue.pricing.price')}
          </p>
          <p
            className={
              !priced
                ? 'mt-1 text-xl font-semibold text-accent-600'
                : 'mt-1 text-2xl font-bold text-slate-900'
            }
            data-testid="product-price"
          >
            {price}
          </p>
        </div>
        <StockBadge inStock={product.inStock} />
      </div>
      {/* The note qualifies a shown price; with none shown there is nothing for it to qualify. */}
      {priced && <p className="mt-2 text-xs text-muted">{t('catalogue.pricing.note')}</p>}
      <div className="mt-4 grid gap-2">
        <RequestQuoteButton product={product} />
        <RequestSampleButton product={product} />
        <AddToQuoteButton product={product} />
      </div>
      <a
        href={telHref(phone)}
        className="mt-3 flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
      >
        <Phone className="h-4 w-4" aria-hidden /> {t('catalogue.pricing.contactSeller', { phone })}
      </a>
    </section>
  );
}
