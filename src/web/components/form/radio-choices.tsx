// A form field chosen among a few values shown all at once: one radio button per value, each in its
// own label. The caller wraps them in the fieldset that names the field.
import { useFormContext } from 'react-hook-form';

export function RadioChoices({
  name,
  choices,
  className,
  describedBy,
}: {
  name: string;
  choices: readonly { value: string; label: string }[];
  className: string;
  /** The id of a hint every choice is read with. */
  describedBy?: string;
}) {
  const { register } = useFormContext();
  return (
    <div className={className}>
      {choices.map((choice) => (
        <label key={choice.value} className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="radio"
            value={choice.value}
            {...register(name)}
            aria-describedby={describedBy}
            className="h-4 w-4 accent-brand-700"
          />
          {choice.label}
        </label>
      ))}
    </div>
  );
}
