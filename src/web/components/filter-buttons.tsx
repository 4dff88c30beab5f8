// A row of toggle buttons choosing one filter of a list; aria-pressed marks the chosen one.
type Props<T extends string> = {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
};

export function FilterButtons<T extends string>({ legend, options, value, onChange }: Props<T>) {
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
