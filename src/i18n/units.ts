// The fixed lists' words in the reader's language (src/contract/enums.ts), from the `common` catalogs,
// which every page, mail and PDF has: a unit's name after a quantity ("40 bag", "৪০ ব্যাগ") and its
// form after a price ("per kg", "প্রতি কেজি"); a variant's grade, container and stock, and its whole
// label ("AR 99.9% · 2.5 litre bottle", "এআর ৯৯.৯% · ২.৫ লিটার বোতল"). One module, so the pages that
// show them load them in one piece.
import type { PackContainer, ProductGrade, QuantityUnit, StockState } from '@/contract/enums';
import { formatVariantLabel, type VariantLabel, type VariantWords } from '@/contract/variant-rules';
import { formatNumber } from './figures';
import type { MessageId } from './message-id';

export const unitKey = (unit: QuantityUnit) => `common.unit.${unit}` as const satisfies MessageId;

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
