// "Add to quote", beside "Request Quote" on the product page and on every product card: puts the
// product in the quote basket, then becomes a link to the basket ("In quote basket").
import { Check, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { BASKET_MAX_LINES, BASKET_MESSAGES } from '@/contract/basket-rules';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useQuoteBasket } from './api/get-basket';
import { useSaveBasket } from './api/save-basket';
import { addProduct, hasProduct } from './basket-rules';

type Props = {
  product: { _id: string; name: string };
  className?: string;
};

export function AddToQuoteButton({ product, className = 'btn-secondary w-full' }: Props) {
  const { basket, isReady } = useQuoteBasket();
  const { change } = useSaveBasket();

  if (hasProduct(basket, product._id)) {
    return (
      <Link
        to="/quote-basket"
        className={`${className} text-green-800`}
        aria-label={`In quote basket: ${product.name}. View basket`}
      >
        <Check className="h-4 w-4 shrink-0" aria-hidden />
        In quote basket
      </Link>
    );
  }

  const onAdd = () => {
    if (basket.lines.length >= BASKET_MAX_LINES) {
      notifyError(null, BASKET_MESSAGES.basketTooLarge);
      return;
    }
    change((current) => addProduct(current, product._id));
    notifySuccess(`${product.name} added to your quote basket`);
  };

  return (
    <button
      type="button"
      className={className}
      onClick={onAdd}
      disabled={!isReady}
      aria-label={`Add to quote: ${product.name}`}
    >
      <Plus className="h-4 w-4 shrink-0" aria-hidden />
      Add to quote
    </button>
  );
}
