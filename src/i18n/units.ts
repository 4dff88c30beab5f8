// The fixed lists' words in the reader's language (src/contract/enums.ts), from the `common` catalogs,
// which every page, mail and PDF has: a quantity with its unit ("40 bags", "1 drum", "2.5 MT", "৪০
// ব্যাগ"), a unit's name alone (a list of units to choose from) and its form after a price ("per kg",
// "প্রতি কেজি"); a variant's grade, container and stock, and its whole label ("AR 99.9% · 2.5 litre
// bottle", "এআর ৯৯.৯% · ২.৫ লিটার বোতল"). One module, so the pages that show them load them in one piece.
import type { PackContainer, ProductGrade, QuantityUnit, StockState } from '@/contract/enums';
import { formatVariantLabel, type VariantLabel, type VariantWords } from '@/contract/variant-rules';
import { formatNumber } from './figures';
import type { MessageId, MessageValues } from './message-id';

/** A unit's name alone, as a list of units offers it ("drum", "ড্রাম"). */
export const unitKey = (unit: QuantityUnit) => `common.unit.${unit}` as const satisfies MessageId;

/** A count of a unit: a plural message in English for the packs ("3 drums"), none for the measures ("3 kg"). */
export const quantityKey = (unit: QuantityUnit) => `common.quantity.${unit}` as const satisfies MessageId;

/**
 * "1 drum", "3 drums", "1.5 MT", "৩ ড্রাম": a quantity and its unit in the language `t` translates
 * into, the figure written by `number` (the reader's digits); a quantity without a unit is the figure
 * alone. Every place a count and a unit are shown together words them here, so none says "3 drum".
 */
export function quantityText(
  t: (id: MessageId, values?: MessageValues) => string,
  quantity: number,
  unit: QuantityUnit | null | undefined,
  number: (value: number) => string,
): string {
  const figure = number(quantity);
  // The plural follows the figure as written (three decimals at most): "1.0004" shows as "1 drum".
  return unit
    ? t(quantityKey(unit), { count: Math.round(quantity * 1000) / 1000, quantity: figure })
    : figure;
}

export const perUnitKey = (unit: QuantityUnit) => `common.perUnit.${unit}` as const satisfies MessageId;

export const gradeKey = (grade: ProductGrade) => `common.grade.${grade}` as const satisfies MessageId;
export const containerKey = (container: PackContainer) =>
  `common.container.${container}` as const satisfies MessageId;
export const stockKey = (stock: StockState) => `common.stock.${stock}` as const satisfies MessageId;

/** The words in the language `t` translates into, figures written by the Intl locale `figures`. */
export const variantWords = (t: (id: MessageId) => string, figures: string): VariantWords => ({
  grade: (grade) => t(gradeKey(grade)),
  container: (container) => t(containerKey(container)),
  unit: (unit) => t(unitKey(unit)),
  number: (value) => formatNumber(value, figures),
});

/** The whole label ("AR 99.9% · 2.5 litre bottle") in that language. */
export const variantLabelText = (label: VariantLabel, t: (id: MessageId) => string, figures: string) =>
  formatVariantLabel(label, variantWords(t, figures));
