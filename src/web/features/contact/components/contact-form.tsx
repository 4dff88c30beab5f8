// The contact form (spec §5): name, e-mail, subject and message required, phone optional. Rules and
// messages are the server's own; a failure shows the server's message or "Failed to send message".
import { CheckCircle2, Send } from 'lucide-react';
import { useState } from 'react';
import type { ContactData, ContactInput } from '@/contract/contact';
import { CONTACT_MESSAGE_MAX } from '@/contract/contact-messages';
import { CONTACT_SUBJECTS } from '@/contract/enums';
import { ContactPersonFields } from '@/web/components/contact-person-fields';
import { CharacterCount, Field, Form, useContractForm } from '@/web/components/form';
import { useSession } from '@/web/features/auth';
import { useT } from '@/web/i18n';
import { trackEvent } from '@/web/lib/analytics';
import { notifySuccess } from '@/web/lib/notify';
import { useSendContactMessage } from '../api/send-contact-message';

// The rules are the contract's schema, loaded when the form is first sent (use-contract-form.ts): the
// form is drawn and hydrated with the page without building them.
const loadRules = () => import('@/contract/contact').then((module) => module.ContactInput);

export function ContactForm() {
  const { user } = useSession();
  const { t, msg } = useT();
  const blank = (): ContactInput => ({
    name: user?.fullName ?? '',
    email: user?.email ?? '',
    phone: '',
    subject: '' as ContactInput['subject'],
    message: '',
  });
  const form = useContractForm(loadRules, { defaultValues: blank() });
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const send = useSendContactMessage();

  // <Form> ignores a second press while this runs: the sales desk never gets the message twice.
  const onSubmit = async (values: ContactData) => {
    const result = await send.mutateAsync(values);
    notifySuccess(result.message);
    trackEvent('generate_lead', { lead_source: 'contact_form', subject: values.subject });
    setSentMessage(result.message);
    form.reset(blank());
  };

  if (sentMessage) {
    return (
      <div className="flex flex-col items-center py-10 text-center" role="status">
        <CheckCircle2 className="h-12 w-12 text-accent-600" aria-hidden />
        <h3 className="mt-3 text-lg font-semibold text-slate-900">{t('pages.contact.sent')}</h3>
        <p className="mt-1 max-w-sm text-sm text-slate-600">{msg(sentMessage)}</p>
        <button type="button" className="btn-secondary mt-6" onClick={() => setSentMessage(null)}>
          {t('pages.contact.sendAnother')}
        </button>
      </div>
    );
  }

  return (
    <Form form={form} onSubmit={onSubmit} guard className="space-y-4" aria-label={t('pages.contact.form')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactPersonFields />
        <Field name="subject" label={t('pages.contact.subject')} required>
          {(control) => (
            <select {...control} className="input">
              <option value="">{t('pages.contact.selectSubject')}</option>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {t(`pages.contact.subject.${subject}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field
        name="message"
        label={t('pages.contact.message')}
        required
        hint={<CharacterCount name="message" max={CONTACT_MESSAGE_MAX} />}
      >
        {(control) => (
          <textarea
            {...control}
            rows={6}
            maxLength={CONTACT_MESSAGE_MAX}
            className="input"
            placeholder={t('pages.contact.placeholder')}
          />
        )}
      </Field>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={send.isPending}>
        <Send className="h-4 w-4" aria-hidden />
        {t(send.isPending ? 'pages.contact.sending' : 'pages.contact.send')}
      </button>
    </Form>
  );
}
