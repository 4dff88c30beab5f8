// The buyer's name, e-mail and optional phone, asked the same way by the contact form and the
// pricing inquiry form (fields `name`, `email`, `phone` of the enclosing contract form). Rendered
// without a wrapper so each form places them in its own grid.
import { Field } from '@/web/components/form';

export function ContactPersonFields() {
  return (
    <>
      <Field name="name" label="Name" required>
        {(control) => <input {...control} className="input" autoComplete="name" />}
      </Field>
      <Field name="email" label="Email" required>
        {(control) => <input {...control} type="email" className="input" autoComplete="email" />}
      </Field>
      <Field name="phone" label="Phone" optional>
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
