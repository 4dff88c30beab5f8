// The sample request form: quantity and unit, intended use, the buyer's name, company, e-mail, phone
// and delivery address (pre-filled from the account). On success the buyer is taken to the request's
// private page, whose link the acknowledgement mail also carries.
import { Send } from 'lucide-react';
import { productName } from '@/contract/localized-product';
import { SAMPLE_ADDRESS_MAX, SAMPLE_USE_MAX, SampleRequestFormInput } from '@/contract/samples';
import { ContactPersonFields } from '@/web/components/contact-person-fields';
import { Field, Form, FormButtons, UnitOptions, useContractForm } from '@/web/components/form';
import { Modal } from '@/web/components/modal';
import { useSession } from '@/web/features/auth';
import { EnglishFragment, useT } from '@/web/i18n';
import { trackEvent } from '@/web/lib/analytics';
import { notifySuccess } from '@/web/lib/notify';
import { useNavigate } from '@/web/lib/router';
import { useCreateSample } from '../api/create-sample';
import type { SampleProduct, SampleVariant } from '../sample-types';

type Props = { product: SampleProduct; variant: SampleVariant | null; onClose: () => void };

export function SampleFormModal({ product, variant, onClose }: Props) {
  const { t, locale } = useT();
  const { user } = useSession();
  const navigate = useNavigate();
  const form = useContractForm(SampleRequestFormInput, {
    defaultValues: {
      quantity: 1,
      unit: 'kg',
      intendedUse: '',
      name: user?.fullName ?? '',
      company: '',
      email: user?.email ?? '',
      phone: '',
      deliveryAddress: '',
    },
  });
  const create = useCreateSample();
  const onSubmit = async (values: SampleRequestFormInput) => {
    const result = await create.mutateAsync({
      ...values,
      productId: product._id,
      variantId: variant?.id ?? null,
      language: locale,
    });
    notifySuccess(result.message);
    trackEvent('generate_lead', {
      lead_source: 'sample_request',
      item_id: product._id,
      item_name: product.name,
    });
    navigate(`/samples/${result.trackingToken}`);
  };
  return (
    <Modal open onClose={onClose} title={t('catalogue.sample.button')} width="lg">
      <Form form={form} onSubmit={onSubmit} guard className="space-y-4">
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
          <span className="font-semibold">
            <EnglishFragment>{productName(product, locale)}</EnglishFragment>
          </span>
          {variant && <> · {variant.label}</>}
        </p>
        <div className="grid grid-cols-[1fr_auto] gap-3">
          <Field name="quantity" label={t('catalogue.sample.quantity')} required>
            {(control) => (
              <input
                {...control}
                {...form.register('quantity', { valueAsNumber: true })}
                type="number"
                min="0"
                step="any"
                inputMode="decimal"
                className="input"
              />
            )}
          </Field>
          <Field name="unit" label={t('catalogue.sample.unit')} required>
            {(control) => (
              <select {...control} className="input">
                <UnitOptions />
              </select>
            )}
          </Field>
        </div>
        <Field name="intendedUse" label={t('catalogue.sample.use')} required>
          {(control) => <textarea {...control} rows={2} maxLength={SAMPLE_USE_MAX} className="input" />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <ContactPersonFields phoneRequired />
          <Field name="company" label={t('catalogue.sample.company')} required>
            {(control) => <input {...control} className="input" autoComplete="organization" />}
          </Field>
        </div>
        <Field name="deliveryAddress" label={t('catalogue.sample.address')} required>
          {(control) => (
            <textarea
              {...control}
              rows={2}
              maxLength={SAMPLE_ADDRESS_MAX}
              className="input"
              autoComplete="street-address"
            />
          )}
        </Field>
        <FormButtons onCancel={onClose} cancelLabel={t('catalogue.cancel')} pending={create.isPending}>
          <Send className="h-4 w-4" aria-hidden />
          {create.isPending ? t('catalogue.sending') : t('catalogue.sample.submit')}
        </FormButtons>
      </Form>
    </Modal>
  );
}
