// "Add to quote", beside "Request Quote" on the product page and on every product card: puts the
// product (on the product page, the grade and pack chosen) in the quote basket, then becomes a link to
// the basket ("In quote basket").
import { Check, Plus } from 'lucide-react';
import { BASKET_MAX_LINES, BASKET_MESSAGES } from '@/contract/basket-rules';
import { productName } from '@/contract/localized-product';
import { useT } from '@/web/i18n';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { Link } from '@/web/lib/router';
import { useQuoteBasket } from './api/get-basket';
import { useSaveBasket } from './api/save-basket';
import { addProduct, type BasketItem, hasProduct } from './basket-rules';

type Props = {
  product: { _id: string; name: string; nameBn?: string | null };
  /** The grade and pack chosen, and the unit its line counts in (its packs). */
  variant?: { _id: string; unit: BasketItem['unit'] };
  className?: string;
};

export function AddToQuoteButton({ product, variant, className = 'btn-secondary w-full' }: Props) {
  const { t, locale } = useT();
  // The product as the page names it, in the labels and the toast alike.
  const name = productName(product, locale);
  const { basket, isReady } = useQuoteBasket();
  const { change } = useSaveBasket();

  const item: BasketItem = variant
    ? { productId: product._id, variantId: variant._id, unit: variant.unit }
    : { productId: product._id };

  if (hasProduct(basket, item)) {
    return (
      <Link
        to="/quote-basket"
        className={`${className} text-green-800`}
        aria-label={t('catalogue.basket.inBasketLabel', { name })}
      >
        <Check className="h-4 w-4 shrink-0" aria-hidden />
        {t('catalogue.basket.inBasket')}
      </Link>
    );
  }

  const onAdd = () => {
    if (basket.lines.length >= BASKET_MAX_LINES) {
      notifyError(null, BASKET_MESSAGES.basketTooLarge);
      return;
    }
    change((current) => addProduct(current, item));
    notifySuccess(t('catalogue.basket.added', { name }));
  };

  return (
    <button
      type="button"
      className={className}
      onClick={onAdd}
      disabled={!isReady}
      aria-label={t('catalogue.basket.addLabel', { name })}
    >
      <Plus className="h-4 w-4 shrink-0" aria-hidden />
      {t('catalogue.basket.add')}
    </button>
  );
}
