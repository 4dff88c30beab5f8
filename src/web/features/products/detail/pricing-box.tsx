// The price (spec §5 display rule), stock, the seller's phone and the pricing inquiry button. A product
// sold in variants shows the grade and pack chosen (the address's ?variant=, else the first) with its
// own price, stock and minimum order, and the buttons ask for that one.
import { Phone } from 'lucide-react';
import { useState } from 'react';
import { VARIANT_PICKER_ANCHOR } from '@/contract/product-slug';
import type { ProductDetail } from '@/contract/products';
import { COMPANY } from '@/contract/site';
import { packCountUnit } from '@/contract/variant-rules';
import type { Variant } from '@/contract/variants';
import { quantityText, stockKey, variantLabelText, variantWords } from '@/i18n/units';
import { RequestQuoteButton } from '@/web/features/inquiries';
import { AddToQuoteButton } from '@/web/features/quote-basket';
import { RequestSampleButton } from '@/web/features/samples';
import { useT } from '@/web/i18n';
import { telHref } from '@/web/lib/links';
import { useSearchParams } from '@/web/lib/router';
import { StockBadge } from '../components/badges';
import { usePriceText } from '../lib/use-price-text';
import { VariantPicker } from './variant-picker';

export function PricingBox({ product }: { product: ProductDetail }) {
  const { t, figures } = useT();
  const [params, setParams] = useSearchParams();
  const { variants } = product;
  const [variant, setVariant] = useState<Variant | undefined>(
    () => variants.find((found) => found._id === params.get('variant')) ?? variants[0],
  );
  const choose = (chosen: Variant) => {
    setVariant(chosen);
    // The address names the choice, so a shared link opens on it.
    setParams({ variant: chosen._id }, { replace: true, preventScrollReset: true });
  };
  const words = variantWords(t, figures);
  const { text: price, priced } = usePriceText()(variant ? variant.price : product.price);
  const phone = product.contactPhone || COMPANY.phones[0];
  return (
    <section
      id={VARIANT_PICKER_ANCHOR}
      aria-label={t('catalogue.pricing.label')}
      className="scroll-mt-20 rounded-2xl border border-slate-200 bg-slate-50 p-5"
    >
      {variant && <VariantPicker variants={variants} selected={variant} onSelect={choose} words={words} />}
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div aria-live="polite">
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
          {variant?.moq && (
            <p className="mt-1 text-sm text-slate-600">
              {t('catalogue.variant.moq', {
                quantity: quantityText(t, variant.moq, variant.moqUnit ?? variant.packUnit, words.number),
              })}
            </p>
          )}
        </div>
        {variant ? (
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${variant.stock === 'in_stock' ? 'bg-emerald-50 text-emerald-700 ring-emerald-200' : 'bg-amber-50 text-amber-800 ring-amber-200'}`}
          >
            {t(stockKey(variant.stock))}
          </span>
        ) : (
          <StockBadge inStock={product.inStock} />
        )}
      </div>
      {/* The note qualifies a shown price; with none shown there is nothing for it to qualify. */}
      {priced && <p className="mt-2 text-xs text-muted">{t('catalogue.pricing.note')}</p>}
      <div className="mt-4 grid gap-2">
        <RequestQuoteButton product={product} variant={variant} />
        <RequestSampleButton
          product={product}
          variant={variant && { id: variant._id, label: variantLabelText(variant, t, figures) }}
        />
        <AddToQuoteButton
          product={product}
          variant={variant && { _id: variant._id, unit: packCountUnit(variant) }}
        />
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
