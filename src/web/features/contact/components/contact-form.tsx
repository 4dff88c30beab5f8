// The contact form (spec §5): name, e-mail, subject and message required, phone optional. Rules and
// messages are the server's own; a failure shows the server's message or "Failed to send message".
import { CheckCircle2, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGES,
  CONTACT_SUBJECT_LABELS,
  ContactInput,
} from '@/contract/contact';
import { CONTACT_SUBJECTS } from '@/contract/enums';
import { ContactPersonFields } from '@/web/components/contact-person-fields';
import { FormField } from '@/web/components/form-field';
import { useSession } from '@/web/features/auth/api/session';
import { trackEvent } from '@/web/lib/analytics';
import { type FieldErrors, fieldErrors } from '@/web/lib/field-errors';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useSendContactMessage } from '../api/send-contact-message';

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];

export function ContactForm() {
  const { user } = useSession();
  const blank = (): Record<Field, string> => ({
    name: user?.fullName ?? '',
    email: user?.email ?? '',
    phone: '',
    subject: '',
    message: '',
  });
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const send = useSendContactMessage();

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const found = fieldErrors<Field>(ContactInput, values);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    send.mutate(values as ContactInput, {
      onSuccess: (result) => {
        notifySuccess(result.message);
        trackEvent('generate_lead', { lead_source: 'contact_form', subject: values.subject });
        setSentMessage(result.message);
        setValues(blank());
      },
      onError: (error) => notifyError(error, CONTACT_MESSAGES.sendFailed),
    });
  };

  if (sentMessage) {
    return (
      <div className="flex flex-col items-center py-10 text-center" role="status">
        <CheckCircle2 className="h-12 w-12 text-accent-600" aria-hidden />
        <h3 className="mt-3 text-lg font-semibold text-slate-900">Message sent</h3>
        <p className="mt-1 max-w-sm text-sm text-slate-600">{sentMessage}</p>
        <button type="button" className="btn-secondary mt-6" onClick={() => setSentMessage(null)}>
          Send another message
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Contact form">
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactPersonFields values={values} errors={errors} set={set} />
        <FormField label="Subject" required error={errors.subject}>
          {(control) => (
            <select
              {...control}
              name="subject"
              className="input"
              value={values.subject}
              onChange={set('subject')}
            >
              <option value="">Select a subject</option>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {CONTACT_SUBJECT_LABELS[subject]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField
        label="Message"
        required
        error={errors.message}
        hint={`${values.message.length}/${CONTACT_MESSAGE_MAX} characters`}
      >
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={6}
            maxLength={CONTACT_MESSAGE_MAX}
            className="input"
            placeholder="How can we help?"
            value={values.message}
            onChange={set('message')}
          />
        )}
      </FormField>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={send.isPending}>
        <Send className="h-4 w-4" aria-hidden />
        {send.isPending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
