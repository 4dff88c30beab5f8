// The words a variant is named by, in the reader's language, from the `common` catalogs that every
// page, mail and PDF has: its grade, its container, its stock, and the whole label
// ("AR 99.9% · 2.5 litre bottle", "এআর ৯৯.৯% · ২.৫ লিটার বোতল").
import type { PackContainer, ProductGrade, StockState } from '@/contract/enums';
import { formatVariantLabel, type VariantLabel, type VariantWords } from '@/contract/variant-rules';
import { formatNumber } from './figures';
import type { MessageId } from './message-id';
import { unitKey } from './units';

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
