// The product page's pricing call to action: "Request Quote", or "Contact for Pricing" when the
// product shows no price. Opens the pricing inquiry form, whose own code loads when a visitor reaches
// for the button (pointer or focus), not with the page. The form layer and zod it uses are shared
// with the review form further down the same page, so those arrive with the page either way.
import { MessageSquareQuote } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { VariantLabel } from '@/contract/variant-rules';
import { useT } from '@/web/i18n';
import { quoteButtonLabel } from './quote-label';

const loadForm = () => import('./components/inquiry-form-modal');
const InquiryFormModal = lazy(() => loadForm().then((module) => ({ default: module.InquiryFormModal })));

type Props = {
  product: {
    _id: string;
    name: string;
    nameBn?: string | null;
    price?: Parameters<typeof quoteButtonLabel>[0];
  };
  /** The grade and pack chosen on the product page. */
  variant?: VariantLabel & { _id: string; price: Parameters<typeof quoteButtonLabel>[0] };
  className?: string;
};

export function RequestQuoteButton({ product, variant, className = 'btn-primary w-full' }: Props) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        onPointerEnter={loadForm}
        onFocus={loadForm}
        onClick={() => setOpen(true)}
      >
        <MessageSquareQuote className="h-4 w-4" aria-hidden />
        {t(quoteButtonLabel(variant ? variant.price : product.price))}
      </button>
      {open && (
        <Suspense fallback={null}>
          <InquiryFormModal open onClose={() => setOpen(false)} product={product} variant={variant} />
        </Suspense>
      )}
    </>
  );
}
