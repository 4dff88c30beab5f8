// Who gets the staff alerts (new inquiries, contact messages, reviews): one address per line, at
// most 20; left empty, every admin gets them. The rules are the API's own (src/contract/mail.ts).
import { Save } from 'lucide-react';
import { useEffect } from 'react';
import { type MailSettings, MailSettingsForm, STAFF_RECIPIENTS_MAX } from '@/contract/mail';
import { Field, Form, showServerErrors, useContractForm } from '@/web/components/form';
import { useFormat, useT } from '@/web/i18n';
import { notifySuccess } from '@/web/lib/notify';
import { useSaveMailSettings } from '../api/mail-settings';

export function StaffRecipientsForm({ settings }: { settings: MailSettings }) {
  const { t } = useT();
  const format = useFormat();
  const saved = settings.staffRecipients.join('\n');
  const form = useContractForm(MailSettingsForm, { defaultValues: { staffRecipients: saved } });
  const save = useSaveMailSettings();
  const { reset } = form;
  useEffect(() => reset({ staffRecipients: saved }), [saved, reset]);

  // <Form> ignores a second press while this runs.
  const onSubmit = async ({ staffRecipients }: { staffRecipients: string[] }) => {
    try {
      notifySuccess((await save.mutateAsync(staffRecipients)).message);
    } catch (error) {
      showServerErrors(form, error);
    }
  };

  const everyAdmin = settings.staffRecipients.length === 0;
  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-3" aria-label={t('admin.staffAlerts.formLabel')}>
      <Field
        name="staffRecipients"
        label={t('admin.staffAlerts.field')}
        hint={t('admin.staffAlerts.hint', { max: format.number(STAFF_RECIPIENTS_MAX) })}
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            className="input font-mono text-sm"
            placeholder="sales@example.com"
            spellCheck={false}
            autoCapitalize="none"
          />
        )}
      </Field>
      <p className="text-xs text-slate-600">
        {everyAdmin ? t('admin.staffAlerts.everyAdmin') : t('admin.staffAlerts.goingTo')}
        <span className="break-all">
          {settings.effectiveRecipients.join(', ') || t('admin.staffAlerts.nobody')}
        </span>
      </p>
      <button type="submit" className="btn-primary" disabled={save.isPending}>
        <Save className="h-4 w-4" aria-hidden /> {t('admin.staffAlerts.save')}
      </button>
    </Form>
  );
}
