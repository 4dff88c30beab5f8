// Edits one of a post's text lists (requirements and their Bengali version, responsibilities,
// qualifications) in the enclosing career form: a row per entry, add and remove, and always at least
// one row (spec §5).
import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldMessage, LabelMark, useFieldError } from '@/web/components/form';
import { useFormat, useT } from '@/web/i18n';

type Props = {
  name: 'requirements' | 'requirementsBn' | 'responsibilities' | 'qualifications';
  required?: boolean;
  placeholder?: string;
  /** The entries' language when it is not the page's ("bn" for the Bengali list). */
  lang?: string;
};

export function CareerListEditor({ name, required, placeholder, lang }: Props) {
  const { t } = useT();
  const format = useFormat();
  const errorId = useId();
  const { setValue } = useFormContext();
  const values: string[] = useWatch({ name });
  const { invalid, message } = useFieldError(name);
  const onChange = (list: string[]) => setValue(name, list, { shouldDirty: true });
  const update = (index: number, value: string) => onChange(values.map((v, i) => (i === index ? value : v)));
  const remove = (index: number) => onChange(values.filter((_, i) => i !== index));

  return (
    <fieldset aria-describedby={message ? errorId : undefined}>
      <legend className="label">
        {t(`admin.careerForm.${name}`)}
        <LabelMark required={required} optional={!required} />
      </legend>
      <ol className="space-y-2">
        {values.map((value, index) => (
          // Rows have no identity beyond their position; the inputs are controlled, so this is safe.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="flex items-center gap-2">
            <span className="w-5 shrink-0 text-right text-xs text-muted" aria-hidden>
              {format.number(index + 1)}.
            </span>
            <input
              name={`${name}.${index}`}
              lang={lang}
              className="input"
              aria-label={t(`admin.careerForm.${name}.row`, { number: format.number(index + 1) })}
              aria-invalid={invalid}
              placeholder={placeholder}
              value={value}
              onChange={(event) => update(index, event.target.value)}
            />
            <button
              type="button"
              className="btn-ghost shrink-0 p-2"
              aria-label={t(`admin.careerForm.${name}.remove`, { number: format.number(index + 1) })}
              disabled={values.length <= 1}
              onClick={() => remove(index)}
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          </li>
        ))}
      </ol>
      {message && <FieldMessage id={errorId} message={message} />}
      <button
        type="button"
        className="btn-ghost mt-2 px-2 text-brand-700"
        onClick={() => onChange([...values, ''])}
      >
        <Plus className="h-4 w-4" aria-hidden />
        {t(`admin.careerForm.${name}.add`)}
      </button>
    </fieldset>
  );
}
