import { formatPrice, PRODUCT_TEXT } from '@/contract/product-rules';
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
