// A select that acts as soon as a choice is made (a list's filter, a lead's status or owner), outside
// any form: the form's fields are <Field>s. Its label stands above it where several stand in a row
// (`stacked`), beside it in a list's filter bar (`inline`). The label names the select alone (by id,
// not by wrapping it, which would add the chosen option and any button to the name).
import { type ReactNode, useId } from 'react';

type Props<T extends string> = {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  layout?: 'stacked' | 'inline';
  /** Drawn beside the select: the button that applies the choice, where one does. */
  children?: ReactNode;
};

const LAYOUTS = {
  stacked: {
    box: 'flex flex-col gap-1 text-xs font-medium text-slate-700',
    select: 'input py-1.5 text-sm',
  },
  inline: { box: 'flex items-center gap-2 text-sm text-slate-600', select: 'input w-auto py-1.5 pr-8' },
};

export function ChoiceSelect<T extends string>({
  label,
  options,
  value,
  onChange,
  disabled,
  layout = 'stacked',
  children,
}: Props<T>) {
  const classes = LAYOUTS[layout];
  const id = useId();
  return (
    <div className={classes.box}>
      <label htmlFor={id}>{label}</label>
      <span className={children ? 'flex gap-1' : 'contents'}>
        <select
          id={id}
          className={classes.select}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value as T)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {children}
      </span>
    </div>
  );
}
