import { formatPrice, PRODUCT_TEXT } from '@/contract/product-rules';
import type { ProductSummary } from '@/contract/products';
import { perUnitKey } from '@/i18n/units';
import { useT } from '@/web/i18n';

type Price = Parameters<typeof formatPrice>[0];

/**
 * A product's price as the page shows it (spec §5's rule, src/contract/product-rules.ts) in the page's
 * language: the amounts in its digits, the unit and "Contact for pricing" in its words.
 */
export function usePriceText() {
  const { t, msg, figures } = useT();
  return (price: Price) => {
    const text = formatPrice(price, (unit) => t(perUnitKey(unit)), figures);
    return text === PRODUCT_TEXT.contactForPricing
      ? { text: msg(text), priced: false }
      : { text, priced: true };
  };
}

/**
 * A card's price: for a product sold in variants, "from ৳ 26 per kg" (the lowest shown price, which
 * the list carries: src/contract/variant-rules.ts fromPrice) or "Contact for pricing"; else the
 * product's own.
 */
export function useCardPriceText() {
  const { t } = useT();
  const priceText = usePriceText();
  return (product: Pick<ProductSummary, 'price' | 'variantCount' | 'fromPrice'>) => {
    if (product.variantCount === 0) return priceText(product.price);
    const from = product.fromPrice;
    if (!from) return priceText({ contactForPrice: true });
    const shown = priceText({ ...from, maxValue: null, contactForPrice: false });
    return { ...shown, text: t('catalogue.variant.from', { price: shown.text }) };
  };
}
