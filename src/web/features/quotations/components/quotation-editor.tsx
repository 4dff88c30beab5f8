// The admin's quotation form (DESIGN.md §5), started from the draft the server proposes: whom it is
// addressed to, the lines, then the terms for the whole quote, a live preview of the totals the
// buyer will see, and Send.
// The contract's rules are checked before sending; the server's answers land on the fields named.
// A Bengali buyer's company and products are written in Bengali whatever the admin page's language:
// the form brings the Bengali font itself.
import '@/web/i18n/bengali-font.css';
import { Send } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { COMPANY_ADDRESS_MAX, COMPANY_NAME_MAX } from '@/contract/buyer-company';
import { INCOTERMS, VAT_TREATMENTS } from '@/contract/enums';
import {
  QUOTATION_MESSAGES,
  type QuotationData,
  type QuotationDraft,
  QuotationInput,
  todayInDhaka,
} from '@/contract/quotations';
import { BinField } from '@/web/components/buyer-company-fields';
import {
  Field,
  FieldMessage,
  Form,
  LabelMark,
  RadioChoices,
  useContractForm,
  useFieldError,
} from '@/web/components/form';
import { Spinner } from '@/web/components/spinner';
import { useFormat, useT } from '@/web/i18n';
import { errorMessage } from '@/web/lib/api-client';
import { notifySuccess } from '@/web/lib/notify';
import { useQuotationDraft } from '../api/get-quotation-draft';
import { useSendQuotation } from '../api/send-quotation';
import { previewTotals, type QuotationFormValues, toFormValues } from './quotation-form-values';
import { QuotationLinesEditor } from './quotation-lines-editor';
import { QuotationTotals } from './quotation-totals';

type Props = { inquiryId: string; onCancel: () => void; onSent: () => void };

export function QuotationEditor({ inquiryId, onCancel, onSent }: Props) {
  const { t, msg } = useT();
  const draft = useQuotationDraft(inquiryId);
  if (draft.isError)
    return (
      <p className="py-4 text-sm text-red-700">
        {msg(errorMessage(draft.error, QUOTATION_MESSAGES.loadFailed))}
      </p>
    );
  // Only a draft fetched now: a cached one may predate another admin's version.
  if (!draft.data || !draft.isFetchedAfterMount)
    return <Spinner label={t('admin.quotation.loadingForm')} className="py-8" />;
  return <EditorForm inquiryId={inquiryId} draft={draft.data} onCancel={onCancel} onSent={onSent} />;
}

function EditorForm({ inquiryId, draft, onCancel, onSent }: Props & { draft: QuotationDraft }) {
  const { t } = useT();
  const format = useFormat();
  const form = useContractForm(QuotationInput, { defaultValues: toFormValues(draft) as never });
  const send = useSendQuotation(inquiryId);
  const revising = draft.revisionOf !== null;

  // <Form> ignores a second press while this runs: never a second version or a second mail.
  const onSubmit = async (input: QuotationData) => {
    await send.mutateAsync(input);
    // The server's words (QUOTATION_MESSAGES.sent), kept in the admin catalog for Bengali pages.
    notifySuccess(t('admin.quotation.sentToast'));
    onSent();
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      className="space-y-5"
      // Sending e-mails the buyer: only the Send button does it, never Enter in a field mid-typing.
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
      }}
      aria-label={
        revising
          ? t('admin.quotation.reviseLabel', { version: format.number((draft.revisionOf ?? 0) + 1) })
          : t('admin.quotations.write')
      }
    >
      <p className="text-sm text-muted">
        {revising
          ? t('admin.quotation.reviseIntro', {
              previous: format.number(draft.revisionOf ?? 0),
              next: format.number((draft.revisionOf ?? 0) + 1),
            })
          : t('admin.quotation.writeIntro')}
      </p>

      <BuyerFields />

      <QuotationLinesEditor />

      <fieldset className="space-y-3">
        <legend className="text-base font-semibold text-slate-900">{t('admin.quotation.terms')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field name="incoterm" label={t('admin.quotation.incoterm')} required>
            {(control) => (
              <select {...control} className="input">
                <option value="">{t('admin.quotation.choose')}</option>
                {INCOTERMS.map((incoterm) => (
                  <option key={incoterm}>{incoterm}</option>
                ))}
              </select>
            )}
          </Field>
          <Field name="deliveryPlace" label={t('admin.quotation.deliveryPlace')} required>
            {(control) => (
              <input {...control} className="input" placeholder={t('admin.quotation.deliveryPlaceExample')} />
            )}
          </Field>
          <Field name="paymentTerms" label={t('admin.quotation.paymentTerms')} required>
            {(control) => (
              <input {...control} className="input" placeholder={t('admin.quotation.paymentTermsExample')} />
            )}
          </Field>
          <Field name="validUntil" label={t('admin.quotation.validUntil')} required>
            {(control) => <input {...control} type="date" min={todayInDhaka()} className="input" />}
          </Field>
        </div>
        <VatTreatmentField />
        <Field name="notes" label={t('admin.quotation.notes')} optional>
          {(control) => <textarea {...control} rows={3} className="input" />}
        </Field>
      </fieldset>

      <TotalsPreview />

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={send.isPending}>
          {t('admin.quotation.cancel')}
        </button>
        <button type="submit" className="btn-primary" disabled={send.isPending}>
          <Send className="h-4 w-4" aria-hidden />
          {send.isPending
            ? t('admin.quotation.sending')
            : revising
              ? t('admin.quotation.sendRevision')
              : t('admin.quotation.send')}
        </button>
      </div>
    </Form>
  );
}

/** The buyer's company, address and BIN as the quotation prints them under "To". */
function BuyerFields() {
  const { t } = useT();
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold text-slate-900">{t('admin.quotation.buyer')}</legend>
      <p className="text-sm text-muted">{t('admin.quotation.buyerIntro')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field name="buyerCompany" label={t('admin.quotation.buyerCompany')} optional>
          {(control) => <input {...control} className="input" maxLength={COMPANY_NAME_MAX} />}
        </Field>
        <BinField
          name="buyerBin"
          label={t('admin.quotation.buyerBin')}
          hint={t('admin.quotation.buyerBinHint')}
        />
      </div>
      <Field name="buyerAddress" label={t('admin.quotation.buyerAddress')} optional>
        {(control) => <textarea {...control} rows={2} className="input" maxLength={COMPANY_ADDRESS_MAX} />}
      </Field>
    </fieldset>
  );
}

function VatTreatmentField() {
  const { t } = useT();
  const { message } = useFieldError('vatTreatment');
  return (
    <fieldset aria-describedby={message ? 'quotation-vat-error' : undefined}>
      <legend className="label">
        {t('admin.quotation.vat')}
        <LabelMark required />
      </legend>
      <RadioChoices
        name="vatTreatment"
        choices={VAT_TREATMENTS.map((treatment) => ({
          value: treatment,
          label: t(`admin.quotation.vat.${treatment}`),
        }))}
        className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-5"
      />
      {message && <FieldMessage id="quotation-vat-error" message={message} />}
    </fieldset>
  );
}

function TotalsPreview() {
  const { t } = useT();
  const lines = useWatch<QuotationFormValues, 'lines'>({ name: 'lines' });
  const vatTreatment = useWatch<QuotationFormValues, 'vatTreatment'>({ name: 'vatTreatment' });
  return (
    <section aria-labelledby="quotation-preview-heading" className="rounded-xl bg-slate-50 p-4">
      <h4 id="quotation-preview-heading" className="mb-2 text-sm font-semibold text-slate-900">
        {t('admin.quotation.totalsPreview')}
      </h4>
      <QuotationTotals totals={previewTotals(lines ?? [], vatTreatment)} />
    </section>
  );
}
