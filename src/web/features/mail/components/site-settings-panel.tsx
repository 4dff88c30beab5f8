// The site's display settings, beside the mail settings: which digits the Bengali pages write.
// The choice shows on the next page a visitor opens (the server renders pages with it); this admin
// page keeps its digits until it is loaded again.
import '@/web/i18n/bengali-font.css';
import { Save } from 'lucide-react';
import { type SiteSettings, SiteSettingsSchema } from '@/contract/site-settings';
import { NUMERALS } from '@/i18n/figures';
import { Form, RadioChoices, useContractForm } from '@/web/components/form';
import { SettingsCard } from '@/web/components/settings-card';
import { useT } from '@/web/i18n';
import { notifySuccess } from '@/web/lib/notify';
import { useSaveSiteSettings, useSiteSettings } from '../api/site-settings';

export function SiteSettingsPanel() {
  const { t } = useT();
  const settings = useSiteSettings();
  return (
    <SettingsCard heading={t('admin.siteSettings.heading')} settings={settings.data}>
      {(data) => <SiteSettingsForm settings={data} />}
    </SettingsCard>
  );
}

function SiteSettingsForm({ settings }: { settings: SiteSettings }) {
  const { t } = useT();
  const form = useContractForm(SiteSettingsSchema, { values: settings });
  const save = useSaveSiteSettings();

  const onSubmit = async (values: SiteSettings) => {
    await save.mutateAsync(values);
    notifySuccess(t('admin.siteSettings.saved'));
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      className="mt-2 space-y-3"
      aria-label={t('admin.siteSettings.heading')}
    >
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{t('admin.siteSettings.numerals')}</legend>
        <p id="numerals-hint" className="mt-0.5 text-xs text-slate-600">
          {t('admin.siteSettings.numeralsHint')}
        </p>
        <RadioChoices
          name="numerals"
          choices={NUMERALS.map((numerals) => ({
            value: numerals,
            label: t(`admin.siteSettings.numerals.${numerals}`),
          }))}
          className="mt-2 space-y-1.5"
          describedBy="numerals-hint"
        />
      </fieldset>
      <button type="submit" className="btn-primary" disabled={save.isPending}>
        <Save className="h-4 w-4" aria-hidden /> {t('admin.siteSettings.save')}
      </button>
    </Form>
  );
}
