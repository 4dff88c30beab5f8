// The quotation's lines in the enclosing form: one card per product with its grade and pack (for a
// product sold in variants), quantity and unit, unit price and currency, grade, packing and lead time, its line total as typed; lines can be added and
// removed, and there is always at least one. A catalogue product's CAS number is shown, not edited:
// the quotation prints the product's own.
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { get, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { PRODUCT_CURRENCIES } from '@/contract/enums';
import { lineTotalOf, QUOTATION_MAX_LINES } from '@/contract/quotations';
import { Field, FieldMessage, UnitOptions } from '@/web/components/form';
import { useFormat, useT } from '@/web/i18n';
import { blankLine, type QuotationFormValues, typedNumber } from './quotation-form-values';
import { QuotationVariantField } from './quotation-variant-field';

export function QuotationLinesEditor() {
  const { t } = useT();
  const { control } = useFormContext<QuotationFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const { errors } = useFormState({ name: 'lines' });
  // Only the list's own rule (none, too many); each line's fields show their own.
  const listError: string | undefined = get(errors, 'lines.root.message') ?? get(errors, 'lines.message');
  const errorId = useId();

  return (
    <fieldset aria-describedby={listError ? errorId : undefined}>
      <legend className="text-base font-semibold text-slate-900">{t('admin.quotation.lines')}</legend>
      <ol className="mt-2 space-y-3">
        {fields.map((field, index) => (
          <li key={field.id}>
            <LineCard index={index} canRemove={fields.length > 1} onRemove={() => remove(index)} />
          </li>
        ))}
      </ol>
      {listError && <FieldMessage id={errorId} message={listError} />}
      <button
        type="button"
        className="btn-secondary mt-3"
        disabled={fields.length >= QUOTATION_MAX_LINES}
        onClick={() => append(blankLine(), { focusName: `lines.${fields.length}.productName` })}
      >
        <Plus className="h-4 w-4" aria-hidden /> {t('admin.quotation.addLine')}
      </button>
    </fieldset>
  );
}

function LineCard({
  index,
  canRemove,
  onRemove,
}: {
  index: number;
  canRemove: boolean;
  onRemove: () => void;
}) {
  const { t } = useT();
  const format = useFormat();
  const number = format.number(index + 1);
  const name = (field: string) => `lines.${index}.${field}`;
  const line = useWatch<QuotationFormValues, `lines.${number}`>({ name: `lines.${index}` });
  const quantity = typedNumber(line?.quantity);
  const unitPrice = typedNumber(line?.unitPrice);
  const total = quantity !== null && unitPrice !== null ? lineTotalOf(quantity, unitPrice) : null;
  const hints = [
    line?.casNumber && t('admin.quotation.cas', { cas: line.casNumber }),
    line?.buyerNote && t('admin.quotation.buyerNote', { note: line.buyerNote }),
  ].filter(Boolean);

  return (
    <fieldset className="relative rounded-xl border border-slate-200 p-3 pt-2 sm:p-4 sm:pt-3">
      <legend className="px-1 text-sm font-semibold text-slate-700">
        {t('admin.quotation.line', { number })}
      </legend>
      <button
        type="button"
        className="btn-ghost absolute top-1 right-1 p-2 text-red-700"
        aria-label={t('admin.quotation.removeLine', { number })}
        disabled={!canRemove}
        onClick={onRemove}
      >
        <Trash2 className="h-4 w-4" aria-hidden />
      </button>
      <div className="space-y-3">
        <Field
          name={name('productName')}
          label={t('admin.quotation.product')}
          required
          hint={hints.length > 0 ? hints.join(' · ') : undefined}
        >
          {(control) => <input {...control} className="input" autoComplete="off" />}
        </Field>
        <QuotationVariantField index={index} />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Field name={name('quantity')} label={t('admin.quotation.quantity')} required>
            {(control) => (
              <input {...control} type="number" inputMode="decimal" min={0} step="any" className="input" />
            )}
          </Field>
          <Field name={name('unit')} label={t('admin.quotation.unit')} required>
            {(control) => (
              <select {...control} className="input">
                <option value="">{t('admin.quotation.choose')}</option>
                <UnitOptions />
              </select>
            )}
          </Field>
          <Field name={name('unitPrice')} label={t('admin.quotation.unitPrice')} required>
            {(control) => (
              <input {...control} type="number" inputMode="decimal" min={0} step="any" className="input" />
            )}
          </Field>
          <Field name={name('currency')} label={t('admin.quotation.currency')} required>
            {(control) => (
              <select {...control} className="input">
                {PRODUCT_CURRENCIES.map((currency) => (
                  <option key={currency}>{currency}</option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          <Field name={name('grade')} label={t('admin.quotation.grade')} optional>
            {(control) => (
              <input {...control} className="input" placeholder={t('admin.quotation.gradeExample')} />
            )}
          </Field>
          <Field name={name('packing')} label={t('admin.quotation.packingLabel')} optional>
            {(control) => (
              <input {...control} className="input" placeholder={t('admin.quotation.packingExample')} />
            )}
          </Field>
          <Field name={name('leadTime')} label={t('admin.quotation.leadTimeLabel')} optional>
            {(control) => (
              <input {...control} className="input" placeholder={t('admin.quotation.leadTimeExample')} />
            )}
          </Field>
        </div>
        <p className="text-right text-sm text-slate-600">
          {t('admin.quotation.lineTotal')}{' '}
          <span className="font-semibold tabular-nums text-slate-900">
            {total === null ? '—' : format.price(total, line.currency)}
          </span>
        </p>
      </div>
    </fieldset>
  );
}
