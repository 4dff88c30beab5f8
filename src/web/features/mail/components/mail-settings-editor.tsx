// The mail settings: who gets the staff alerts (new inquiries, contact messages, reviews), one address
// per line, at most 20, every admin when left empty; and the sales address buyers' replies go to,
// the staff alert recipients when left empty. The rules are the API's own (src/contract/mail.ts).
import { Save } from 'lucide-react';
import {
  type MailSettings,
  MailSettingsForm,
  type MailSettingsFormValues,
  STAFF_RECIPIENTS_MAX,
} from '@/contract/mail';
import { Field, Form, useContractForm } from '@/web/components/form';
import { useFormat, useT } from '@/web/i18n';
import { notifySuccess } from '@/web/lib/notify';
import { type MailSettingsChange, useSaveMailSettings } from '../api/mail-settings';

const formValues = (settings: MailSettings): MailSettingsFormValues => ({
  staffRecipients: settings.staffRecipients.join('\n'),
  salesAddress: settings.salesAddress ?? '',
});

export function MailSettingsEditor({ settings }: { settings: MailSettings }) {
  const { t } = useT();
  const format = useFormat();
  const form = useContractForm(MailSettingsForm, { values: formValues(settings) });
  const save = useSaveMailSettings();

  // <Form> ignores a second press while this runs.
  const onSubmit = async (change: MailSettingsChange) => {
    notifySuccess((await save.mutateAsync(change)).message);
  };

  const everyAdmin = settings.staffRecipients.length === 0;
  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-3" aria-label={t('admin.staffAlerts.formLabel')}>
      <Field
        name="staffRecipients"
        label={t('admin.staffAlerts.field')}
        hint={t('admin.staffAlerts.hint', { max: format.number(STAFF_RECIPIENTS_MAX) })}
      >
        {(control) => <textarea {...control} {...ADDRESS_INPUT} rows={4} />}
      </Field>
      <Addresses
        lead={everyAdmin ? t('admin.staffAlerts.everyAdmin') : t('admin.staffAlerts.goingTo')}
        addresses={settings.effectiveRecipients}
      />
      <Field
        name="salesAddress"
        label={t('admin.staffAlerts.salesAddress')}
        hint={t('admin.staffAlerts.salesAddressHint')}
      >
        {(control) => <input {...control} {...ADDRESS_INPUT} type="email" />}
      </Field>
      <Addresses lead={t('admin.staffAlerts.repliesGoTo')} addresses={settings.effectiveReplyTo} />
      <button type="submit" className="btn-primary" disabled={save.isPending}>
        <Save className="h-4 w-4" aria-hidden /> {t('admin.staffAlerts.save')}
      </button>
    </Form>
  );
}

// The two fields take e-mail addresses, typed as they are.
const ADDRESS_INPUT = {
  className: 'input font-mono text-sm',
  placeholder: 'sales@example.com',
  spellCheck: false,
  autoCapitalize: 'none',
};

/** Where mail goes now, under the field that decides it. */
function Addresses({ lead, addresses }: { lead: string; addresses: string[] }) {
  const { t } = useT();
  return (
    <p className="text-xs text-slate-600">
      {lead}
      <span className="break-all">{addresses.join(', ') || t('admin.staffAlerts.nobody')}</span>
    </p>
  );
}
