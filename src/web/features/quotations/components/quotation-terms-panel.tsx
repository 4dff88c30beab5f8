// The standard terms printed on every quotation under its own (tax at source, dollar exchange rate,
// prior sale, hazardous goods), one per line in each language. Sending a quotation copies them into
// it, so saving here changes the next quotations, never one already sent.
// The Bengali terms are edited on the admin's page in whatever language it is: it brings the Bengali
// font itself (downloaded only once Bengali text is drawn).
import '@/web/i18n/bengali-font.css';
import { Save } from 'lucide-react';
import {
  QUOTATION_TERMS_MAX,
  QUOTATION_TERMS_MESSAGES,
  type QuotationSettings,
  QuotationSettingsSchema,
} from '@/contract/quotation-terms';
import { Field, Form, useContractForm } from '@/web/components/form';
import { SettingsCard } from '@/web/components/settings-card';
import { useT } from '@/web/i18n';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useQuotationSettings, useSaveQuotationSettings } from '../api/quotation-settings';

export function QuotationTermsPanel() {
  const { t } = useT();
  const settings = useQuotationSettings();
  return (
    <SettingsCard
      heading={t('admin.quotationTerms.heading')}
      intro={t('admin.quotationTerms.intro')}
      settings={settings.data}
    >
      {(data) => <QuotationTermsForm settings={data} />}
    </SettingsCard>
  );
}

function QuotationTermsForm({ settings }: { settings: QuotationSettings }) {
  const { t } = useT();
  const form = useContractForm(QuotationSettingsSchema, { values: settings });
  const save = useSaveQuotationSettings();

  // <Form> ignores a second press while this runs.
  const onSubmit = async (values: QuotationSettings) => {
    await save.mutateAsync(values);
    notifySuccess(t('admin.quotationTerms.saved'));
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      onSubmitError={(error) => notifyError(error, QUOTATION_TERMS_MESSAGES.saveFailed)}
      className="mt-3 space-y-3"
      aria-label={t('admin.quotationTerms.heading')}
    >
      <Field name="terms.en" label={t('admin.quotationTerms.english')} optional>
        {(control) => (
          <textarea {...control} rows={7} maxLength={QUOTATION_TERMS_MAX} className="input text-sm" />
        )}
      </Field>
      <Field
        name="terms.bn"
        label={t('admin.quotationTerms.bengali')}
        optional
        hint={t('admin.quotationTerms.bengaliHint')}
      >
        {(control) => (
          <textarea
            {...control}
            rows={7}
            lang="bn"
            maxLength={QUOTATION_TERMS_MAX}
            className="input text-sm"
          />
        )}
      </Field>
      <button type="submit" className="btn-primary" disabled={save.isPending}>
        <Save className="h-4 w-4" aria-hidden /> {t('admin.quotationTerms.save')}
      </button>
    </Form>
  );
}
