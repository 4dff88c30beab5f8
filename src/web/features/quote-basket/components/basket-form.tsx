// The basket page's form (one contract form over BasketInquiryFormInput): the products with quantity,
// unit and note, where and when the goods are wanted, and who is asking (with their company, for the
// quotation). Edits are kept in the basket
// as they are made; sending makes one inquiry with a line per product. The button is disabled while
// sending, and the server answers a repeat with the inquiry it already has, so a double click never
// sends two.
import { useQueries } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { DELIVERY_LOCATION_MAX, type StoredQuoteBasket } from '@/contract/basket';
import { BasketInquiryFormInput, type CreateInquiryResult, INQUIRY_TEXT_MAX } from '@/contract/inquiries';
import { BuyerCompanyFields } from '@/web/components/buyer-company-fields';
import { ContactPersonFields } from '@/web/components/contact-person-fields';
import { CharacterCount, Field, Form, useContractForm } from '@/web/components/form';
import { useSession } from '@/web/features/auth';
import { useSubmitInquiry } from '@/web/features/inquiries';
import { useFormat, useT } from '@/web/i18n';
import { trackEvent } from '@/web/lib/analytics';
import { ApiError } from '@/web/lib/api-client';
import { notifySuccess } from '@/web/lib/notify';
import { productQuery } from '@/web/lib/product-query';
import { useSaveBasket } from '../api/save-basket';
import { toFormValues, toStoredBasket } from '../basket-form-values';
import { EMPTY_BASKET } from '../basket-rules';
import { BasketLine } from './basket-line';
import { NeededByField } from './needed-by-field';

const SAVE_DELAY_MS = 400;

type Props = {
  basket: StoredQuoteBasket;
  onSubmitted: (result: CreateInquiryResult, email: string) => void;
};

export function BasketForm({ basket, onSubmitted }: Props) {
  const { t } = useT();
  const format = useFormat();
  const { user } = useSession();
  const form = useContractForm(BasketInquiryFormInput, {
    defaultValues: toFormValues(basket, { name: user?.fullName ?? '', email: user?.email ?? '' }),
  });
  const lines = useFieldArray({ control: form.control, name: 'lines', keyName: 'key' });
  const submit = useSubmitInquiry();
  const { save } = useSaveBasket();

  // Keeping edits in the basket, a moment after typing stops (and at once when leaving the page).
  const kept = useRef(basket);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const sent = useRef(false);
  const flush = useRef(() => {});
  flush.current = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (sent.current) return;
    const next = toStoredBasket(form.getValues(), kept.current);
    if (JSON.stringify(next) === JSON.stringify(kept.current)) return;
    kept.current = next;
    save(next);
  };
  useEffect(() => {
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: () => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => flush.current(), SAVE_DELAY_MS);
      },
    });
    return () => {
      unsubscribe();
      if (timer.current) flush.current();
    };
  }, [form]);

  const products = useQueries({
    queries: lines.fields.map((line) => ({ ...productQuery(line.productId), retry: false })),
  });

  const onRemove = (index: number) => {
    lines.remove(index);
    flush.current();
  };

  // <Form> ignores a second press while this runs: one request, whose answer carries the link.
  const onSubmit = async (values: ReturnType<typeof BasketInquiryFormInput.parse>) => {
    flush.current();
    const result = await submit.mutateAsync({
      ...values,
      inquiryType: 'pricing',
      timestamp: new Date().toISOString(),
    });
    sent.current = true;
    clearTimeout(timer.current);
    notifySuccess(result.message);
    trackEvent('generate_lead', { lead_source: 'quote_basket', items: values.lines.length });
    save(EMPTY_BASKET);
    onSubmitted(result, values.email);
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      guard
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start"
    >
      <section aria-labelledby="basket-products">
        <h2 id="basket-products" className="text-lg font-semibold text-slate-900">
          {t('basket.products')}{' '}
          <span className="font-normal text-muted">({format.number(lines.fields.length)})</span>
        </h2>
        <ul className="mt-3 space-y-3">
          {lines.fields.map((line, index) => {
            const product = products[index];
            return (
              <BasketLine
                key={line.key}
                index={index}
                productId={line.productId}
                variantId={line.variantId}
                product={product?.data}
                missing={product?.error instanceof ApiError && product.error.status === 404}
                onRemove={() => onRemove(index)}
              />
            );
          })}
        </ul>
      </section>

      <div className="space-y-6 lg:sticky lg:top-20">
        <section aria-labelledby="basket-delivery" className="card space-y-4 p-4 sm:p-5">
          <h2 id="basket-delivery" className="text-lg font-semibold text-slate-900">
            {t('basket.delivery')}
          </h2>
          <Field name="deliveryLocation" label={t('basket.deliveryLocation')} optional>
            {(control) => (
              <input
                {...control}
                className="input"
                maxLength={DELIVERY_LOCATION_MAX}
                autoComplete="address-level2"
                placeholder={t('basket.deliveryPlaceholder')}
              />
            )}
          </Field>
          <NeededByField />
        </section>

        <section aria-labelledby="basket-contact" className="card space-y-4 p-4 sm:p-5">
          <h2 id="basket-contact" className="text-lg font-semibold text-slate-900">
            {t('basket.yourDetails')}
          </h2>
          <ContactPersonFields />
          <BuyerCompanyFields layout="space-y-4" />
          <Field
            name="inquiry"
            label={t('basket.message')}
            optional
            hint={<CharacterCount name="inquiry" max={INQUIRY_TEXT_MAX} />}
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={INQUIRY_TEXT_MAX}
                className="input"
                placeholder={t('basket.messagePlaceholder')}
              />
            )}
          </Field>
          <button type="submit" className="btn-primary w-full" disabled={submit.isPending}>
            <Send className="h-4 w-4" aria-hidden />
            {submit.isPending ? t('catalogue.sending') : t('basket.send')}
          </button>
          <p className="text-xs text-muted">{t('basket.replyNote')}</p>
        </section>
      </div>
    </Form>
  );
}
