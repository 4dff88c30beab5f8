// A small select beside its label, on one line above a list: how the list is sorted or narrowed.
// Its options are given as FilterButtons' are.
import { type ReactNode, useId } from 'react';

type Props<T extends string> = {
  label: string;
  /** Drawn before the label, for the eye only. */
  icon?: ReactNode;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
};

export function InlineSelect<T extends string>({ label, icon, options, value, onChange }: Props<T>) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      {icon}
      <label htmlFor={id} className="text-sm text-slate-600">
        {label}
      </label>
      <select
        id={id}
        className="input w-auto py-1.5 pr-8"
        value={value}
        // The options are the values of T, so the chosen one is.
        onChange={(e) => onChange(e.target.value as T)}
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
