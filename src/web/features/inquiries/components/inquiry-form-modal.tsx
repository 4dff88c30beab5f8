// The pricing inquiry form (spec §5): name, e-mail and inquiry required, phone and the company's
// details optional, pre-filled from the account. The submit button is disabled while sending, and the server answers a repeat
// with the inquiry it already has, so a double click never sends two.
import { Trans } from '@lingui/react';
import { Send } from 'lucide-react';
import { INQUIRY_TEXT_MAX, InquiryFormInput } from '@/contract/inquiries';
import { productName } from '@/contract/localized-product';
import type { VariantLabel } from '@/contract/variant-rules';
import { variantLabelText } from '@/i18n/units';
import { BuyerCompanyFields } from '@/web/components/buyer-company-fields';
import { ContactPersonFields } from '@/web/components/contact-person-fields';
import { CharacterCount, Field, Form, FormButtons, useContractForm } from '@/web/components/form';
import { Modal } from '@/web/components/modal';
import { useSession } from '@/web/features/auth';
import { EnglishFragment, useT } from '@/web/i18n';
import { trackEvent } from '@/web/lib/analytics';
import { notifySuccess } from '@/web/lib/notify';
import { useSubmitInquiry } from '../api/submit-inquiry';

type Props = {
  open: boolean;
  onClose: () => void;
  product: { _id: string; name: string; nameBn?: string | null };
  variant?: VariantLabel & { _id: string };
};

export function InquiryFormModal({ open, onClose, product, variant }: Props) {
  const { t } = useT();
  const { user } = useSession();
  return (
    <Modal open={open} onClose={onClose} title={t('catalogue.quote.title')} width="lg">
      {/* Mounted only while open, so each opening starts from the account's details (and starts
          again should the session become known while it is open). */}
      {open && (
        <InquiryForm key={user?._id ?? 'guest'} product={product} variant={variant} onDone={onClose} />
      )}
    </Modal>
  );
}

function InquiryForm({
  product,
  variant,
  onDone,
}: Pick<Props, 'product' | 'variant'> & { onDone: () => void }) {
  const { t, locale, figures } = useT();
  const { user } = useSession();
  const form = useContractForm(InquiryFormInput, {
    defaultValues: {
      name: user?.fullName ?? '',
      email: user?.email ?? '',
      phone: '',
      company: '',
      companyAddress: '',
      bin: '',
      inquiry: '',
    },
  });
  const submit = useSubmitInquiry();

  // <Form> ignores a second press while this runs: one request, one inquiry.
  const onSubmit = async (values: InquiryFormInput) => {
    const result = await submit.mutateAsync({
      ...values,
      productId: product._id,
      productName: product.name,
      ...(variant ? { variantId: variant._id } : {}),
      inquiryType: 'pricing',
      timestamp: new Date().toISOString(),
    });
    notifySuccess(result.message);
    trackEvent('generate_lead', {
      lead_source: 'pricing_inquiry',
      item_id: product._id,
      item_name: product.name,
    });
    onDone();
  };

  return (
    <Form form={form} onSubmit={onSubmit} guard className="space-y-4">
      <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
        <Trans
          id="catalogue.quote.product"
          values={{ name: <EnglishFragment>{productName(product, locale)}</EnglishFragment> }}
          components={{ 0: <span className="font-semibold" /> }}
        />
        {variant && (
          <span className="block" data-testid="quote-variant">
            {t('catalogue.quote.variant', { label: variantLabelText(variant, t, figures) })}
          </span>
        )}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactPersonFields />
      </div>
      <BuyerCompanyFields layout="grid gap-4 sm:grid-cols-2" />
      <Field
        name="inquiry"
        label={t('catalogue.quote.inquiry')}
        required
        hint={<CharacterCount name="inquiry" max={INQUIRY_TEXT_MAX} />}
      >
        {(control) => (
          <textarea
            {...control}
            rows={5}
            maxLength={INQUIRY_TEXT_MAX}
            className="input"
            placeholder={t('catalogue.quote.inquiryPlaceholder')}
          />
        )}
      </Field>
      <FormButtons onCancel={onDone} cancelLabel={t('catalogue.cancel')} pending={submit.isPending}>
        <Send className="h-4 w-4" aria-hidden />
        {submit.isPending ? t('catalogue.sending') : t('catalogue.quote.submit')}
      </FormButtons>
    </Form>
  );
}
