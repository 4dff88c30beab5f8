// The product page's pricing call to action: "Request Quote", or "Contact for Pricing" when the
// product shows no price. Opens the pricing inquiry form, whose own code loads when a visitor reaches
// for the button (pointer or focus), not with the page. The form layer and zod it uses are shared
// with the review form further down the same page, so those arrive with the page either way.
import { MessageSquareQuote } from 'lucide-react';
import { lazy } from 'react';
import type { VariantLabel } from '@/contract/variant-rules';
import { LazyDialogButton } from '@/web/components/lazy-dialog-button';
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
  return (
    <LazyDialogButton
      className={className}
      icon={MessageSquareQuote}
      label={t(quoteButtonLabel(variant ? variant.price : product.price))}
      load={loadForm}
      tap={`quote-${product._id}`}
    >
      {(close) => <InquiryFormModal open onClose={close} product={product} variant={variant} />}
    </LazyDialogButton>
  );
}
