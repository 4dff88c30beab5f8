// A product's variants (grade + pack, DESIGN.md §6): limits, messages, the catalogue's "from" price and
// the words a variant is named by, free of zod so the public pages can use them without the schema
// library (variants.ts holds the schemas, built from these).
import {
  PACK_CONTAINERS,
  type PackContainer,
  PRODUCT_GRADES,
  type ProductGrade,
  type QuantityUnit,
  STOCK_STATES,
  UNIT_INVALID_MESSAGE,
} from './enums';

export const MAX_VARIANTS = 30;
export const PURITY_MAX = 40;

export const VARIANT_MESSAGES = {
  invalidVariants: 'Variants must be a list of grades and packs',
  tooManyVariants: `A product can have at most ${MAX_VARIANTS} variants`,
  gradeInvalid: `Grade must be one of: ${PRODUCT_GRADES.join(', ')}`,
  purityTooLong: `Purity must be at most ${PURITY_MAX} characters`,
  packQuantityInvalid: 'Pack size must be a number greater than 0',
  packUnitInvalid: UNIT_INVALID_MESSAGE,
  containerInvalid: `Container must be one of: ${PACK_CONTAINERS.join(', ')}`,
  moqInvalid: 'Minimum order must be a number greater than 0',
  moqUnitRequired: 'Please choose the unit of the minimum order',
  stockInvalid: `Stock must be one of: ${STOCK_STATES.join(', ')}`,
  duplicateVariant: 'Each grade and pack can appear only once',
  variantNotFound: 'This grade and pack is no longer offered',
} as const;

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

// A pack counted as a unit of the list: "3 carboy" of a 35 kg carboy. A tanker is counted in what it
// carries (MT), a jar as a piece.
const CONTAINER_UNITS: Record<PackContainer, QuantityUnit | null> = {
  bag: 'bag',
  carboy: 'carboy',
  jerrycan: 'jerrycan',
  drum: 'drum',
  ibc: 'IBC',
  tanker: null,
  bottle: 'bottle',
  jar: 'piece',
  cylinder: 'cylinder',
  carton: 'carton',
};

/** The unit a quote line for this pack is counted in: its container where that is a unit. */
export const packCountUnit = (label: Pick<VariantLabel, 'container' | 'packUnit'>): QuantityUnit =>
  CONTAINER_UNITS[label.container] ?? label.packUnit;

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
