// A labelled control with its first broken rule underneath, wired for screen readers: the render
// function gets the registered control's props plus id, aria-invalid and aria-describedby.
import { type ReactNode, useId } from 'react';
import { get, type UseFormRegisterReturn, useFormContext, useFormState } from 'react-hook-form';
import { useT } from '@/web/i18n/use-t';
import { useErrorDisplay } from './form';
import { firstMessage } from './form-errors';

export type ControlProps = UseFormRegisterReturn & {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
};

/** The first message of a field (or a list, or a group such as `salary`), and whether to show it here. */
export function useFieldError(name: string): { invalid: boolean; message?: string } {
  const { errors } = useFormState({ name });
  const display = useErrorDisplay();
  const message = firstMessage(get(errors, name));
  return { invalid: Boolean(message), message: display === 'fields' ? message : undefined };
}

type Props = {
  name: string;
  label: ReactNode;
  /** Marked with an asterisk. */
  required?: boolean;
  /** Marked "(optional)". Fields marked neither have a plain label. */
  optional?: boolean;
  /** Shown under the control while it has no error. */
  hint?: ReactNode;
  children: (control: ControlProps) => ReactNode;
};

export function Field({ name, label, required, optional, hint, children }: Props) {
  const { register } = useFormContext();
  const { invalid, message } = useFieldError(name);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
        <LabelMark required={required} optional={optional} />
      </label>
      {children({
        ...register(name),
        id,
        'aria-invalid': invalid,
        'aria-describedby': message ? errorId : undefined,
      })}
      {message ? (
        <FieldMessage id={errorId} message={message} />
      ) : (
        hint && <div className="mt-1 text-xs text-muted">{hint}</div>
      )}
    </div>
  );
}

/** A field's or a group's error text (a contract's message, in the page's language). */
export function FieldMessage({ id, message }: { id: string; message: string }) {
  const { msg } = useT();
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {msg(message)}
    </p>
  );
}

/** After a label or legend: an asterisk for a required field, "(optional)" for an optional one. */
export function LabelMark({ required, optional }: { required?: boolean; optional?: boolean }) {
  const { t } = useT();
  if (required)
    return (
      <span className="text-red-700" aria-hidden>
        {' '}
        *
      </span>
    );
  return optional ? <span className="font-normal text-muted"> ({t('common.form.optional')})</span> : null;
}
