// The buyer's name, e-mail and optional phone, asked the same way by the contact form and the
// pricing inquiry form. Rendered without a wrapper so each form places them in its own grid.
import { FormField } from '@/web/components/form-field';
import type { FieldErrors } from '@/web/lib/field-errors';

type Field = 'name' | 'email' | 'phone';
type Props = {
  values: Record<Field, string>;
  errors: FieldErrors<string>;
  set: (field: Field) => (event: { target: { value: string } }) => void;
};

export function ContactPersonFields({ values, errors, set }: Props) {
  return (
    <>
      <FormField label="Name" required error={errors.name}>
        {(control) => (
          <input
            {...control}
            name="name"
            className="input"
            autoComplete="name"
            value={values.name}
            onChange={set('name')}
          />
        )}
      </FormField>
      <FormField label="Email" required error={errors.email}>
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            className="input"
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
          />
        )}
      </FormField>
      <FormField label="Phone" error={errors.phone}>
        {(control) => (
          <input
            {...control}
            name="phone"
            type="tel"
            className="input"
            autoComplete="tel"
            placeholder="+880 1XXX-XXXXXX"
            value={values.phone}
            onChange={set('phone')}
          />
        )}
      </FormField>
    </>
  );
}
