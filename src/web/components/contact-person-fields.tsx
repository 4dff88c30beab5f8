// The buyer's name, e-mail and optional phone, asked the same way by the contact form and the
// pricing inquiry form (fields `name`, `email`, `phone` of the enclosing contract form). Rendered
// without a wrapper so each form places them in its own grid.
import { Field } from '@/web/components/form';
import { useT } from '@/web/i18n';

export function ContactPersonFields() {
  const { t } = useT();
  return (
    <>
      <Field name="name" label={t('pages.person.name')} required>
        {(control) => <input {...control} className="input" autoComplete="name" />}
      </Field>
      <Field name="email" label={t('pages.person.email')} required>
        {(control) => <input {...control} type="email" className="input" autoComplete="email" />}
      </Field>
      <Field name="phone" label={t('pages.person.phone')} optional>
        {(control) => (
          <input
            {...control}
            type="tel"
            className="input"
            autoComplete="tel"
            placeholder="+880 1XXX-XXXXXX"
          />
        )}
      </Field>
    </>
  );
}
