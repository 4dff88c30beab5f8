// The product page's pricing call to action: "Request Quote", or "Contact for Pricing" when the
// product shows no price. Opens the pricing inquiry form.
import { MessageSquareQuote } from 'lucide-react';
import { useState } from 'react';
import { InquiryFormModal } from './components/inquiry-form-modal';

type Props = {
  product: {
    _id: string;
    name: string;
    price?: { contactForPrice: boolean; minValue?: number | null } | null;
  };
  className?: string;
};

export const showsNoPrice = (price: Props['product']['price']) =>
  !price || price.contactForPrice || price.minValue === undefined || price.minValue === null;

export function RequestQuoteButton({ product, className = 'btn-primary w-full' }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        <MessageSquareQuote className="h-4 w-4" aria-hidden />
        {showsNoPrice(product.price) ? 'Contact for Pricing' : 'Request Quote'}
      </button>
      <InquiryFormModal open={open} onClose={() => setOpen(false)} product={product} />
    </>
  );
}
