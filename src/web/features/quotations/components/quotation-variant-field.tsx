// A quotation line's grade and pack: one of those its product is offered in now, or none of them. Sales
// may quote another than the buyer asked for (the 2.5 L AR bottle for 98% technical), or name one for
// a line that named none. A grade and pack asked for but no longer offered stays on the line, named as
// asked and said to be gone, until another is chosen.
import { useFormContext, useWatch } from 'react-hook-form';
import type { Variant } from '@/contract/variants';
import { perUnitKey, variantLabelText } from '@/i18n/units';
import { Field } from '@/web/components/form';
import { useFormat, useT } from '@/web/i18n';
import { type QuotationFormValues, withVariant } from './quotation-form-values';

export function QuotationVariantField({ index }: { index: number }) {
  const { t, figures } = useT();
  const { getValues, setValue } = useFormContext<QuotationFormValues>();
  const line = useWatch<QuotationFormValues, `lines.${number}`>({ name: `lines.${index}` });
  const listPrice = useListPrice();
  if (!line || (line.variants.length === 0 && !line.droppedLabel)) return null;
  const chosen = line.variants.find((variant) => variant._id === line.variantId);

  const choose = (variantId: string) => {
    const before = getValues(`lines.${index}`);
    const after = withVariant(before, variantId);
    // Field by field, so the unit and price inputs show what was filled in.
    for (const key of ['variantId', 'variantLabel', 'unit', 'unitPrice', 'currency'] as const) {
      if (after[key] !== before[key]) setValue(`lines.${index}.${key}`, after[key], { shouldDirty: true });
    }
  };

  const hint = chosen
    ? listPrice(chosen)
    : line.droppedLabel && !line.variantId
      ? t('admin.quotation.variantDroppedHint')
      : undefined;
  return (
    <Field name={`lines.${index}.variantId`} label={t('admin.quotation.variant')} optional hint={hint}>
      {(control) => (
        <select
          {...control}
          className="input"
          value={line.variantId ?? ''}
          onChange={(event) => choose(event.target.value)}
        >
          <option value="">
            {line.droppedLabel
              ? t('admin.quotation.variantDropped', {
                  label: variantLabelText(line.droppedLabel, t, figures),
                })
              : t('admin.quotation.variantNone')}
          </option>
          {line.variants.map((variant) => (
            <option key={variant._id} value={variant._id}>
              {variantLabelText(variant, t, figures)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** "List price: ৳28.00–৳32.00 per kg", or nothing for a variant priced on request. */
function useListPrice() {
  const { t } = useT();
  const format = useFormat();
  return ({ price }: Variant): string | undefined => {
    if (price.contactForPrice || price.minValue === null) return undefined;
    const low = format.price(price.minValue, price.currency);
    const range =
      price.maxValue === null || price.maxValue === price.minValue
        ? low
        : `${low}–${format.price(price.maxValue, price.currency)}`;
    return t('admin.quotation.listPrice', { price: `${range} ${t(perUnitKey(price.unit))}` });
  };
}
