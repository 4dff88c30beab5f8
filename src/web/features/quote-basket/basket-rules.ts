// Changing a basket, the same way for a guest's (in the browser) and an account's (on the server).
import type { BasketLine, StoredQuoteBasket } from '@/contract/basket';
import { BASKET_MAX_LINES, basketLineKey } from '@/contract/basket-rules';
import type { QuantityUnit } from '@/contract/enums';

export const EMPTY_BASKET: StoredQuoteBasket = { lines: [] };

/** What "Add to quote" puts in: one of the product, in kilograms, to be changed on the basket page. */
export const NEW_LINE = { quantity: 1, unit: 'kg' as QuantityUnit };

/** A product, or one grade and pack of it (its variant id, and the unit it is counted in). */
export type BasketItem = { productId: string; variantId?: string; unit?: QuantityUnit };

const sameItem = (item: BasketItem) => (line: BasketItem) => basketLineKey(line) === basketLineKey(item);

export const hasProduct = (basket: StoredQuoteBasket, item: BasketItem) => basket.lines.some(sameItem(item));

/**
 * Adds the product (the grade and pack, counted in its packs) once; a full basket or an item already
 * in it is left as it is.
 */
export function addProduct(basket: StoredQuoteBasket, { unit, ...item }: BasketItem): StoredQuoteBasket {
  if (hasProduct(basket, item) || basket.lines.length >= BASKET_MAX_LINES) return basket;
  return { ...basket, lines: [...basket.lines, { ...item, ...NEW_LINE, ...(unit ? { unit } : {}) }] };
}

export const removeProduct = (basket: StoredQuoteBasket, item: BasketItem): StoredQuoteBasket => ({
  ...basket,
  lines: basket.lines.filter((line) => !sameItem(item)(line)),
});

/**
 * The guest's basket brought into the account's at login. Every product of either is kept (the
 * account's first, in their order, up to the basket's limit). For a product in both, the larger
 * quantity wins when both are in the same unit (nothing a buyer asked for shrinks); in different
 * units the guest's line wins, being the one set last. The guest's note, place and date win when
 * given, for the same reason. Quantities are never added up: the same product in both baskets is
 * usually the same need, written down twice.
 */
export function mergeBaskets(account: StoredQuoteBasket, guest: StoredQuoteBasket): StoredQuoteBasket {
  const lines: BasketLine[] = account.lines.map((line) => {
    const fromGuest = guest.lines.find(sameItem(line));
    if (!fromGuest) return line;
    const quantity =
      fromGuest.unit === line.unit ? Math.max(line.quantity, fromGuest.quantity) : fromGuest.quantity;
    return { ...line, quantity, unit: fromGuest.unit, note: fromGuest.note || line.note };
  });
  for (const line of guest.lines) {
    if (lines.length >= BASKET_MAX_LINES) break;
    if (!lines.some(sameItem(line))) lines.push(line);
  }
  const merged: StoredQuoteBasket = { lines };
  const deliveryLocation = guest.deliveryLocation || account.deliveryLocation;
  const neededBy = guest.neededBy || account.neededBy;
  if (deliveryLocation) merged.deliveryLocation = deliveryLocation;
  if (neededBy) merged.neededBy = neededBy;
  return merged;
}
