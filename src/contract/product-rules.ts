// Product messages, limits, the CAS check and the price display rule, free of zod so the public
// catalogue pages can use them without pulling the schema library into their download.

import { isQuantityUnit, type ProductCurrency, type QuantityUnit } from './enums';
import { ENGLISH_FIGURES, formatAmount, formatAmountRange } from './money';

/** The server's answer for an unknown product, which the product page toasts too. */
export const PRODUCT_NOT_FOUND = 'Product not found';

/** Fallbacks (spec §8) for when the server sent no message, and the page's own toasts. */
export const PRODUCT_TEXT = {
  fetchListFailed: 'Failed to fetch products',
  createFailed: 'Failed to create product',
  fetchFailed: 'Failed to fetch product',
  updateFailed: 'Failed to update product',
  deleteFailed: 'Failed to delete product',
  loadFailed: 'Failed to load product',
  shareFailed: 'Share failed',
  copyFailed: 'Failed to copy link',
  shared: 'Shared successfully!',
  linkCopied: 'Product link copied to clipboard!',
  favoriteAdded: 'Added to favorites',
  favoriteRemoved: 'Removed from favorites',
  imageFailed: (n: number) => `Failed to load image ${n}`,
  emptyCatalogue: 'No products available',
  noMatches: 'No matching products found',
  noRelated: 'No related products found',
  notFoundTitle: 'Product Not Found',
  fullscreenHint: 'Press ESC to exit fullscreen',
  contactForPricing: 'Contact for pricing',
} as const;

/** A specification row as stored: its label and value, each with its Bengali form when given. */
export type StoredSpecification = { name: string; nameBn?: string; value: string; valueBn?: string };

export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_DESCRIPTION_MAX = 10_000;
export const PRODUCT_CATEGORY_MAX = 80;
export const CONTACT_PHONE_MAX = 40;
export const SPECIFICATION_NAME_MAX = 100;
export const SPECIFICATION_VALUE_MAX = 500;
/** The longest CAS number as written: seven digits, two, one, and two hyphens (1234567-89-5). */
export const CAS_NUMBER_MAX = 12;
export const MAX_ADDITIONAL_PHOTOS = 10;
export const MAX_SPECIFICATIONS = 50;

/** The product form's messages that need the limits above (the rest are PRODUCT_MESSAGES). */
export const PRODUCT_LIMIT_MESSAGES = {
  tooManySpecifications: `At most ${MAX_SPECIFICATIONS} specifications`,
} as const;
export const OVERVIEW_LENGTH = 200;
/** A list's product carries its description cut to this (a card shows two lines, some 90 characters). */
export const LIST_DESCRIPTION_LENGTH = 200;
export const THUMBNAILS_SHOWN = 5;
export const RELATED_LIMIT = 4;
export const RECENTLY_VIEWED_EARLIER = 3;
export const CATALOGUE_PAGE_SIZE = 12;
// numeric(14,2) holds up to 999,999,999,999.99.
export const PRICE_MAX = 999_999_999_999;

export const DEFAULT_CURRENCY: ProductCurrency = 'USD';
/** The spec's "per item": a price per piece unless the admin chooses another unit. */
export const DEFAULT_UNIT: QuantityUnit = 'piece';

export const DOCUMENT_LABELS = {
  sds: 'Safety Data Sheet (SDS)',
  tds: 'Technical Data Sheet',
  coa: 'Certificate of Analysis',
  other: 'Document',
} as const;

// ---------------------------------------------------------------------------------------------------
// CAS registry numbers: 2-7 digits, 2 digits, 1 check digit. The check digit is the sum of the other
// digits, each weighted by its position counted from the right, modulo 10.

export function normalizeCas(raw: string): string | null {
  const text = raw.trim();
  const written = /^\d{5,10}$/.test(text)
    ? text
    : /^\d{2,7}-\d{2}-\d$/.test(text)
      ? text.replace(/-/g, '')
      : null;
  // Registry numbers have no leading zeros: "0000050-00-0" is 50-00-0, and "00-00-0" is nothing.
  const digits = written?.replace(/^0+/, '');
  if (!digits || digits.length < 5) return null;
  const body = digits.slice(0, -1);
  const check = Number(digits.at(-1));
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i + 1);
  if (sum % 10 !== check) return null;
  return `${digits.slice(0, -3)}-${digits.slice(-3, -1)}-${digits.slice(-1)}`;
}

// ---------------------------------------------------------------------------------------------------
// Price display (spec §5): "Contact for pricing" unless a minimum is set; a range when there is a
// maximum; up to 2 decimals; the unit appended. Amounts are written by money.ts, as salaries are.

type PriceLike = {
  minValue: number | null;
  maxValue: number | null;
  currency: string;
  unit: string;
  contactForPrice: boolean;
};

/** Whether the product shows a price, rather than "Contact for pricing". */
export const isPriceShown = (
  price: Partial<PriceLike> | null | undefined,
): price is Partial<PriceLike> & { minValue: number } =>
  Boolean(price && !price.contactForPrice && typeof price.minValue === 'number');

/**
 * "৳ 28 - ৳ 32 per kg". `perUnit` writes a unit's "per" form in the page's language (src/i18n/units.ts)
 * and `figures` is the Intl locale the amounts are written in (money.ts). A unit that is not on the
 * list (a price a browser kept from before units were a fixed list) stays as it was written.
 */
export function formatPrice(
  price: Partial<PriceLike> | null | undefined,
  perUnit: (unit: QuantityUnit) => string,
  figures: string = ENGLISH_FIGURES,
): string {
  if (!isPriceShown(price)) return PRODUCT_TEXT.contactForPricing;
  const currency = price.currency || DEFAULT_CURRENCY;
  const range =
    price.maxValue !== undefined && price.maxValue !== null
      ? formatAmountRange(price.minValue, price.maxValue, currency, figures)
      : formatAmount(price.minValue, currency, figures);
  const unit = isQuantityUnit(price.unit) ? perUnit(price.unit) : price.unit?.trim();
  return unit ? `${range} ${unit}` : range;
}

/** Categories whose pages list safety and technical documents (spec §2: names containing "chemical"). */
export const isChemicalCategory = (category: string) => /chemical/i.test(category);
