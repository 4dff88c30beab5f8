import { Plus, X } from 'lucide-react';
import {
  MAX_SPECIFICATIONS,
  SPECIFICATION_NAME_MAX,
  SPECIFICATION_VALUE_MAX,
} from '@/contract/product-rules';

type Row = { name: string; value: string };
type Props = { rows: Row[]; onChange: (rows: Row[]) => void };

/** Name/value rows (Purity: 99% min). Fully blank rows are dropped when saving. */
export function SpecificationsEditor({ rows, onChange }: Props) {
  const set = (index: number, change: Partial<Row>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <fieldset>
      <legend className="label">
        Specifications <span className="font-normal text-muted">(optional)</span>
      </legend>
      <div className="space-y-2">
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no identity.
          <div key={index} className="flex gap-2">
            <input
              className="input"
              placeholder="Property, e.g. Purity"
              name={`specifications.${index}.name`}
              aria-label={`Specification ${index + 1} name`}
              value={row.name}
              maxLength={SPECIFICATION_NAME_MAX}
              onChange={(event) => set(index, { name: event.target.value })}
            />
            <input
              className="input"
              placeholder="Value, e.g. 99% min"
              name={`specifications.${index}.value`}
              aria-label={`Specification ${index + 1} value`}
              value={row.value}
              maxLength={SPECIFICATION_VALUE_MAX}
              onChange={(event) => set(index, { value: event.target.value })}
            />
            <button
              type="button"
              className="btn-ghost shrink-0 px-2"
              aria-label={`Remove specification ${index + 1}`}
              onClick={() =>
                onChange(rows.length > 1 ? rows.filter((_, i) => i !== index) : [{ name: '', value: '' }])
              }
            >
              <X className="h-4 w-4" />
            </button>
          </div>
        ))}
      </div>
      {rows.length < MAX_SPECIFICATIONS && (
        <button
          type="button"
          className="btn-ghost mt-2 px-2"
          onClick={() => onChange([...rows, { name: '', value: '' }])}
        >
          <Plus className="h-4 w-4" aria-hidden /> Add specification
        </button>
      )}
    </fieldset>
  );
}
