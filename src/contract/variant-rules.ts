// A product's variants (grade + pack, DESIGN.md §6): the catalogue's "from" price, the grade filter's
// reading of an address and the words a variant is named by, free of zod and of the rules' messages
// (variant-messages.ts) so the public pages carry only this (variants.ts holds the schemas).
import {
  isQuantityUnit,
  type PackContainer,
  PRODUCT_GRADES,
  type ProductGrade,
  type QuantityUnit,
} from './enums';

/** A grade named in an address (?grade=), when it is one of the list; '' otherwise. */
export const gradeParam = (value: string | null): ProductGrade | '' =>
  PRODUCT_GRADES.includes(value as ProductGrade) ? (value as ProductGrade) : '';

/** What names a variant, kept on inquiry and quotation lines as it was when they were written. */
export type VariantLabel = {
  grade: ProductGrade;
  purity: string | null;
  packQuantity: number;
  packUnit: QuantityUnit;
  container: PackContainer;
};

/** The words a label is written with, in the reader's language (src/i18n/variant-words.ts). */
export type VariantWords = {
  grade: (grade: ProductGrade) => string;
  container: (container: PackContainer) => string;
  unit: (unit: QuantityUnit) => string;
  number: (value: number) => string;
};

/** "AR 99.9%": the grade's name and the purity, when given. */
export const formatGrade = (label: Pick<VariantLabel, 'grade' | 'purity'>, words: VariantWords) =>
  label.purity ? `${words.grade(label.grade)} ${label.purity}` : words.grade(label.grade);

/** "2.5 litre bottle"; a pack whose unit is its container ("1 drum drum") is named by the container. */
export function formatPack(label: Omit<VariantLabel, 'grade' | 'purity'>, words: VariantWords) {
  const container = words.container(label.container);
  const unit = words.unit(label.packUnit);
  return label.packQuantity === 1 && unit.toLowerCase() === container.toLowerCase()
    ? container
    : `${words.number(label.packQuantity)} ${unit} ${container}`;
}

/** "AR 99.9% · 2.5 litre bottle", "এআর ৯৯.৯% · ২.৫ লিটার বোতল". */
export const formatVariantLabel = (label: VariantLabel, words: VariantWords): string =>
  `${formatGrade(label, words)} · ${formatPack(label, words)}`;

const COUNTED_AS: Partial<Record<PackContainer, QuantityUnit>> = { ibc: 'IBC', jar: 'piece' };

/**
 * The unit a quote line for this pack is counted in: its container where that is a unit of the list
 * ("3 carboys" of a 35 kg carboy; a jar as a piece), else the pack's own unit (a tanker in MT).
 */
export const packCountUnit = (label: Pick<VariantLabel, 'container' | 'packUnit'>): QuantityUnit =>
  COUNTED_AS[label.container] ?? (isQuantityUnit(label.container) ? label.container : label.packUnit);

type PricedVariant = {
  price: { minValue: number | null; currency: string; unit: QuantityUnit; contactForPrice: boolean };
};

/**
 * The catalogue card's "from" price: the lowest shown price among the variants, in the currency and
 * unit of the first variant that shows one (amounts in other currencies or per other units do not
 * compare). Null when no variant shows a price.
 */
export function fromPrice(
  variants: readonly PricedVariant[],
): { minValue: number; currency: string; unit: QuantityUnit } | null {
  const priced = variants.filter(
    (variant) => !variant.price.contactForPrice && typeof variant.price.minValue === 'number',
  );
  const first = priced[0];
  if (!first) return null;
  const { currency, unit } = first.price;
  const minValue = Math.min(
    ...priced
      .filter((variant) => variant.price.currency === currency && variant.price.unit === unit)
      .map((variant) => variant.price.minValue as number),
  );
  return { minValue, currency, unit };
}
