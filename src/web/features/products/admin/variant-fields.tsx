// The product's grades and packs as a compact table: one row per variant (grade, purity, pack size and
// unit, container, price or contact for price, minimum order, stock), added and removed with
// useFieldArray in the form's own state. The server checks every row with the contract's rules and
// answers a bad one on its field ("variants.2.packQuantity"), shown under that cell. A product with no
// rows is sold as one thing, at the price above.
import { Plus, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { get, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import {
  PACK_CONTAINERS,
  PRODUCT_CURRENCIES,
  PRODUCT_GRADES,
  QUANTITY_UNITS,
  STOCK_STATES,
} from '@/contract/enums';
import { MAX_VARIANTS, PURITY_MAX } from '@/contract/variant-messages';
import { containerKey, gradeKey, stockKey, unitKey } from '@/i18n/units';
import { FieldMessage, firstMessage, LabelMark } from '@/web/components/form';
import { useT } from '@/web/i18n';
import { emptyVariant, type ProductFormState } from './product-form-state';

export function VariantFields() {
  const { t } = useT();
  const { control } = useFormContext<ProductFormState>();
  const { fields, append, remove } = useFieldArray({ control, name: 'variants' });
  return (
    <fieldset>
      <legend className="label">
        {t('product-admin.variants.legend')}
        <LabelMark optional />
      </legend>
      <p className="mb-2 text-xs text-muted">{t('product-admin.variants.hint')}</p>
      <ol className="space-y-3">
        {fields.map((field, index) => (
          <li key={field.id} className="relative rounded-xl border border-slate-200 p-3 pr-10">
            <VariantRow index={index} />
            <button
              type="button"
              className="btn-ghost absolute top-1 right-1 p-2 text-red-700"
              aria-label={t('product-admin.variants.remove', { number: index + 1 })}
              onClick={() => remove(index)}
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="btn-secondary mt-2"
        disabled={fields.length >= MAX_VARIANTS}
        onClick={() => append(emptyVariant(), { focusName: `variants.${fields.length}.grade` })}
      >
        <Plus className="h-4 w-4" aria-hidden /> {t('product-admin.variants.add')}
      </button>
    </fieldset>
  );
}

function VariantRow({ index }: { index: number }) {
  const { t } = useT();
  const { register, watch } = useFormContext<ProductFormState>();
  const name = <K extends string>(field: K) => `variants.${index}.${field}` as const;
  const contactForPrice = watch(`variants.${index}.price.contactForPrice`);
  const number = index + 1;
  const options = <T extends string>(values: readonly T[], text: (value: T) => string) =>
    values.map((value) => (
      <option key={value} value={value}>
        {text(value)}
      </option>
    ));
  const unitOptions = options(QUANTITY_UNITS, (unit) => t(unitKey(unit)));
  return (
    <div className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-4 lg:grid-cols-6">
      <Cell name={name('grade')} label={t('product-admin.variants.grade', { number })}>
        {(cell) => (
          <select {...cell} {...register(name('grade'))} className="input">
            {options(PRODUCT_GRADES, (grade) => t(gradeKey(grade)))}
          </select>
        )}
      </Cell>
      <Cell name={name('purity')} label={t('product-admin.variants.purity', { number })}>
        {(cell) => (
          <input
            {...cell}
            {...register(name('purity'))}
            className="input"
            placeholder="98%"
            maxLength={PURITY_MAX}
          />
        )}
      </Cell>
      <Cell name={name('packQuantity')} label={t('product-admin.variants.packQuantity', { number })}>
        {(cell) => (
          <input
            {...cell}
            {...register(name('packQuantity'))}
            className="input"
            inputMode="decimal"
            placeholder="35"
          />
        )}
      </Cell>
      <Cell name={name('packUnit')} label={t('product-admin.variants.packUnit', { number })}>
        {(cell) => (
          <select {...cell} {...register(name('packUnit'))} className="input">
            {unitOptions}
          </select>
        )}
      </Cell>
      <Cell name={name('container')} label={t('product-admin.variants.container', { number })}>
        {(cell) => (
          <select {...cell} {...register(name('container'))} className="input">
            {options(PACK_CONTAINERS, (container) => t(containerKey(container)))}
          </select>
        )}
      </Cell>
      <Cell name={name('stock')} label={t('product-admin.variants.stock', { number })}>
        {(cell) => (
          <select {...cell} {...register(name('stock'))} className="input">
            {options(STOCK_STATES, (stock) => t(stockKey(stock)))}
          </select>
        )}
      </Cell>
      <Cell name={name('price.minValue')} label={t('product-admin.variants.minPrice', { number })}>
        {(cell) => (
          <input
            {...cell}
            {...register(name('price.minValue'))}
            className="input"
            inputMode="decimal"
            disabled={contactForPrice}
          />
        )}
      </Cell>
      <Cell name={name('price.maxValue')} label={t('product-admin.variants.maxPrice', { number })}>
        {(cell) => (
          <input
            {...cell}
            {...register(name('price.maxValue'))}
            className="input"
            inputMode="decimal"
            disabled={contactForPrice}
          />
        )}
      </Cell>
      <Cell name={name('price.currency')} label={t('product-admin.variants.currency', { number })}>
        {(cell) => (
          <select {...cell} {...register(name('price.currency'))} className="input">
            {options(PRODUCT_CURRENCIES, (currency) => currency)}
          </select>
        )}
      </Cell>
      <Cell name={name('price.unit')} label={t('product-admin.variants.priceUnit', { number })}>
        {(cell) => (
          <select {...cell} {...register(name('price.unit'))} className="input">
            {unitOptions}
          </select>
        )}
      </Cell>
      <Cell name={name('moq')} label={t('product-admin.variants.moq', { number })}>
        {(cell) => <input {...cell} {...register(name('moq'))} className="input" inputMode="decimal" />}
      </Cell>
      <Cell name={name('moqUnit')} label={t('product-admin.variants.moqUnit', { number })}>
        {(cell) => (
          <select {...cell} {...register(name('moqUnit'))} className="input">
            <option value="">-</option>
            {unitOptions}
          </select>
        )}
      </Cell>
      <label className="col-span-2 flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" {...register(name('price.contactForPrice'))} />
        {t('product-admin.variants.contactForPrice', { number })}
      </label>
    </div>
  );
}

/**
 * One cell: a small label (naming the row, for screen readers as the rows repeat) and the control,
 * with the cell's first broken rule under it whatever the form does with other messages.
 */
type CellControl = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

function Cell({
  name,
  label,
  children,
}: {
  name: string;
  label: string;
  children: (control: CellControl) => ReactNode;
}) {
  const { errors } = useFormState({ name });
  const message = firstMessage(get(errors, name));
  const id = `field-${name}`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block truncate text-xs font-medium text-slate-600">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(message),
        'aria-describedby': message ? `${id}-error` : undefined,
      })}
      {message && <FieldMessage id={`${id}-error`} message={message} />}
    </div>
  );
}
