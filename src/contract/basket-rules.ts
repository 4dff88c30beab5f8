// The quote basket's limits and messages, without zod: the header's basket count and the
// "Add to quote" buttons are on every page, and the catalogue loads no schema code (basket.ts holds
// the schemas, built from these).
import { isQuantityUnit, type QuantityUnit, UNIT_INVALID_MESSAGE } from './enums';

export const BASKET_MAX_LINES = 30;
export const BASKET_NOTE_MAX = 300;
export const DELIVERY_LOCATION_MAX = 200;
export const QUANTITY_MAX = 1_000_000_000;

export const BASKET_MESSAGES = {
  productRequired: 'Product is required',
  quantityRequired: 'Quantity is required',
  quantityInvalid: 'Quantity must be a number greater than 0',
  quantityTooLarge: 'Quantity is too large',
  unitInvalid: UNIT_INVALID_MESSAGE,
  noteTooLong: `Note must be at most ${BASKET_NOTE_MAX} characters`,
  deliveryLocationTooLong: `Delivery location must be at most ${DELIVERY_LOCATION_MAX} characters`,
  neededByInvalid: 'Date needed must be a date (YYYY-MM-DD)',
  neededByPast: 'Date needed cannot be in the past',
  basketEmpty: 'Add at least one product to your quote basket',
  basketTooLarge: `A quote request can hold at most ${BASKET_MAX_LINES} products`,
  duplicateProduct: 'Each product can appear only once in a quote request',
  variantInvalid: 'Please choose a grade and pack the product is offered in',
} as const;

/** What makes a basket line one: the product, and the grade and pack when one was chosen. */
export const basketLineKey = (line: { productId: string; variantId?: string | null }) =>
  line.variantId ? `${line.productId}:${line.variantId}` : line.productId;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a basket read back from the browser's storage still keeps StoredQuoteBasketSchema's rules
 * (basket.test.ts holds the two to the same answers). Something else written there, by an older
 * version of the site or by hand, is not a basket.
 */
export function isStoredBasket(value: unknown): value is {
  lines: { productId: string; variantId?: string; quantity: number; unit: QuantityUnit; note?: string }[];
  deliveryLocation?: string;
  neededBy?: string;
} {
  if (!isObject(value) || !Array.isArray(value.lines) || value.lines.length > BASKET_MAX_LINES) return false;
  const linesOk = value.lines.every(
    (line) =>
      isObject(line) &&
      typeof line.productId === 'string' &&
      UUID_PATTERN.test(line.productId) &&
      (line.variantId === undefined ||
        (typeof line.variantId === 'string' && UUID_PATTERN.test(line.variantId))) &&
      typeof line.quantity === 'number' &&
      Number.isFinite(line.quantity) &&
      line.quantity > 0 &&
      line.quantity <= QUANTITY_MAX &&
      isQuantityUnit(line.unit) &&
      (line.note === undefined ||
        (typeof line.note === 'string' && line.note.trim().length <= BASKET_NOTE_MAX)),
  );
  const { deliveryLocation, neededBy } = value;
  return (
    linesOk &&
    (deliveryLocation === undefined ||
      (typeof deliveryLocation === 'string' && deliveryLocation.trim().length <= DELIVERY_LOCATION_MAX)) &&
    (neededBy === undefined ||
      (typeof neededBy === 'string' && DATE_PATTERN.test(neededBy) && !Number.isNaN(Date.parse(neededBy))))
  );
}
