import { Plus, X } from 'lucide-react';
import {
  MAX_SPECIFICATIONS,
  SPECIFICATION_NAME_MAX,
  SPECIFICATION_VALUE_MAX,
} from '@/contract/product-rules';
import { LabelMark } from '@/web/components/form';
import { useT } from '@/web/i18n';
import { emptySpecification, type SpecificationRow } from './product-form-state';

type Props = { rows: SpecificationRow[]; onChange: (rows: SpecificationRow[]) => void };

/**
 * Name/value rows (Purity: 99% min), each with its Bengali label and, where the value has words
 * rather than figures alone, its Bengali value, for Bengali pages. Fully blank rows are dropped when
 * saving.
 */
export function SpecificationsEditor({ rows, onChange }: Props) {
  const { t } = useT();
  const set = (index: number, change: Partial<SpecificationRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <fieldset>
      <legend className="label">
        {t('product-admin.specs.legend')}
        <LabelMark optional />
      </legend>
      <div className="space-y-5 sm:space-y-4">
        {rows.map((row, index) => {
          const number = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no identity.
            <div key={index} className="flex gap-2">
              {/* On a phone the four inputs stack; from sm each language's pair sits in one line. */}
              <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-2">
                <input
                  className="input"
                  placeholder={t('product-admin.specs.namePlaceholder')}
                  name={`specifications.${index}.name`}
                  aria-label={t('product-admin.specs.name', { number })}
                  value={row.name}
                  maxLength={SPECIFICATION_NAME_MAX}
                  onChange={(event) => set(index, { name: event.target.value })}
                />
                <input
                  className="input"
                  placeholder={t('product-admin.specs.valuePlaceholder')}
                  name={`specifications.${index}.value`}
                  aria-label={t('product-admin.specs.value', { number })}
                  value={row.value}
                  maxLength={SPECIFICATION_VALUE_MAX}
                  onChange={(event) => set(index, { value: event.target.value })}
                />
                <input
                  className="input"
                  lang="bn"
                  placeholder={t('product-admin.specs.nameBnPlaceholder')}
                  name={`specifications.${index}.nameBn`}
                  aria-label={t('product-admin.specs.nameBn', { number })}
                  value={row.nameBn}
                  maxLength={SPECIFICATION_NAME_MAX}
                  onChange={(event) => set(index, { nameBn: event.target.value })}
                />
                <input
                  className="input"
                  lang="bn"
                  placeholder={t('product-admin.specs.valueBnPlaceholder')}
                  name={`specifications.${index}.valueBn`}
                  aria-label={t('product-admin.specs.valueBn', { number })}
                  value={row.valueBn}
                  maxLength={SPECIFICATION_VALUE_MAX}
                  onChange={(event) => set(index, { valueBn: event.target.value })}
                />
              </div>
              <button
                type="button"
                className="btn-ghost shrink-0 self-start px-2"
                aria-label={t('product-admin.specs.remove', { number })}
                onClick={() =>
                  onChange(rows.length > 1 ? rows.filter((_, i) => i !== index) : [emptySpecification()])
                }
              >
                <X className="h-4 w-4" />
              </button>
            </div>
          );
        })}
      </div>
      {rows.length < MAX_SPECIFICATIONS && (
        <button
          type="button"
          className="btn-ghost mt-2 px-2"
          onClick={() => onChange([...rows, emptySpecification()])}
        >
          <Plus className="h-4 w-4" aria-hidden /> {t('product-admin.specs.add')}
        </button>
      )}
    </fieldset>
  );
}
