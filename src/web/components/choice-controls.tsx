// The controls that choose one of a few values and act at once, outside any form (the form's fields
// are <Field>s): a row of toggle buttons for a list's filter, and a labelled select for a filter or
// a status (the product page's review order too). One module, so the admin screens that use either
// share the one chunk they already load.
import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';

type Choices<T extends string> = readonly { value: T; label: string }[];

type FilterButtonsProps<T extends string> = {
  legend: string;
  options: Choices<T>;
  value: T;
  onChange: (value: T) => void;
};

/** A row of toggle buttons choosing one filter of a list; aria-pressed marks the chosen one. */
export function FilterButtons<T extends string>({ legend, options, value, onChange }: FilterButtonsProps<T>) {
  return (
    <fieldset className="flex w-fit flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={`rounded-md px-3 py-1.5 text-sm font-medium ${
            value === option.value
              ? 'bg-white text-slate-900 shadow-sm'
              : 'text-slate-600 hover:text-slate-900'
          }`}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}

type ChoiceSelectProps<T extends string> = {
  label: string;
  options: Choices<T>;
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  layout?: 'stacked' | 'inline';
  /** Drawn before the label, as a picture only. */
  icon?: LucideIcon;
};

const LAYOUTS = {
  stacked: {
    box: 'flex flex-col gap-1 text-xs font-medium text-slate-700',
    select: 'input py-1.5 text-sm',
  },
  inline: { box: 'flex items-center gap-2 text-sm text-slate-600', select: 'input w-auto py-1.5 pr-8' },
};

/**
 * A select with its label above it where several stand in a row (`stacked`), beside it in a list's
 * filter bar (`inline`). The label names the select alone (by id, not by wrapping it, which would add
 * the chosen option to the name).
 */
export function ChoiceSelect<T extends string>({
  label,
  options,
  value,
  onChange,
  disabled,
  layout = 'stacked',
  icon: Icon,
}: ChoiceSelectProps<T>) {
  const classes = LAYOUTS[layout];
  const id = useId();
  return (
    <div className={classes.box}>
      {Icon && <Icon className="h-4 w-4 text-muted" aria-hidden />}
      <label htmlFor={id}>{label}</label>
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
    </div>
  );
}
