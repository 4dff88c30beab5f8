// A choice of one among a fixed list, as radio buttons under a legend, with the group's first broken
// rule underneath: Field's rules for a group of controls rather than one.
import { type ReactNode, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldMessage, LabelMark, useFieldError } from './field';

type Props<T extends string> = {
  name: string;
  legend: ReactNode;
  options: readonly { value: T; label: string }[];
  /** Marked with an asterisk. */
  required?: boolean;
  /** Shown under the legend, and read with each choice. */
  hint?: ReactNode;
  /** The choices side by side from small screens up, rather than one under the other. */
  inline?: boolean;
};

export function RadioField<T extends string>({ name, legend, options, required, hint, inline }: Props<T>) {
  const { register } = useFormContext();
  const { message } = useFieldError(name);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={message ? errorId : undefined}>
      <legend className="label">
        {legend}
        <LabelMark required={required} />
      </legend>
      {hint && (
        <p id={hintId} className="mb-2 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <div className={inline ? 'flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-5' : 'space-y-1.5'}>
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="radio"
              value={option.value}
              aria-describedby={hint ? hintId : undefined}
              className="h-4 w-4 accent-brand-700"
              {...register(name)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {message && <FieldMessage id={errorId} message={message} />}
    </fieldset>
  );
}
