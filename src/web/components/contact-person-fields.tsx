// The buyer's name, e-mail and phone (optional unless `phoneRequired`), asked the same way by the
// contact, pricing inquiry and sample request forms (fields `name`, `email`, `phone` of the enclosing contract form). Rendered
// without a wrapper so each form places them in its own grid.
import { Field } from '@/web/components/form';
import { useT } from '@/web/i18n/use-t';

export function ContactPersonFields({ phoneRequired = false }: { phoneRequired?: boolean }) {
  const { t } = useT();
  return (
    <>
      <Field name="name" label={t('common.person.name')} required>
        {(control) => <input {...control} className="input" autoComplete="name" />}
      </Field>
      <Field name="email" label={t('common.person.email')} required>
        {(control) => <input {...control} type="email" className="input" autoComplete="email" />}
      </Field>
      <Field name="phone" label={t('common.person.phone')} required={phoneRequired} optional={!phoneRequired}>
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
