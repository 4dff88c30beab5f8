// Changing a basket, the same way for a guest's (in the browser) and an account's (on the server).
import type { BasketLine, StoredQuoteBasket } from '@/contract/basket';
import { BASKET_MAX_LINES } from '@/contract/basket-rules';
import type { QuantityUnit } from '@/contract/enums';

export const EMPTY_BASKET: StoredQuoteBasket = { lines: [] };

/** What "Add to quote" puts in: one of the product, in kilograms, to be changed on the basket page. */
export const NEW_LINE = { quantity: 1, unit: 'kg' as QuantityUnit };

export const hasProduct = (basket: StoredQuoteBasket, productId: string) =>
  basket.lines.some((line) => line.productId === productId);

/** Adds the product once; a full basket or a product already in it is left as it is. */
export function addProduct(basket: StoredQuoteBasket, productId: string): StoredQuoteBasket {
  if (hasProduct(basket, productId) || basket.lines.length >= BASKET_MAX_LINES) return basket;
  return { ...basket, lines: [...basket.lines, { productId, ...NEW_LINE }] };
}

export const removeProduct = (basket: StoredQuoteBasket, productId: string): StoredQuoteBasket => ({
  ...basket,
  lines: basket.lines.filter((line) => line.productId !== productId),
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
    const fromGuest = guest.lines.find((other) => other.productId === line.productId);
    if (!fromGuest) return line;
    const quantity =
      fromGuest.unit === line.unit ? Math.max(line.quantity, fromGuest.quantity) : fromGuest.quantity;
    return { ...line, quantity, unit: fromGuest.unit, note: fromGuest.note || line.note };
  });
  for (const line of guest.lines) {
    if (lines.length >= BASKET_MAX_LINES) break;
    if (!lines.some((kept) => kept.productId === line.productId)) lines.push(line);
  }
  const merged: StoredQuoteBasket = { lines };
  const deliveryLocation = guest.deliveryLocation || account.deliveryLocation;
  const neededBy = guest.neededBy || account.neededBy;
  if (deliveryLocation) merged.deliveryLocation = deliveryLocation;
  if (neededBy) merged.neededBy = neededBy;
  return merged;
}
