// The quote basket (DESIGN.md §5): products a buyer collects before asking for one quotation.
// A guest's basket lives in the browser, a signed-in buyer's on the account; both have this shape,
// and the server checks every basket it stores or turns into an inquiry with these rules.
import { z } from 'zod';
import { QUANTITY_UNITS } from './enums';

export const BASKET_MAX_LINES = 30;
export const BASKET_NOTE_MAX = 300;
export const DELIVERY_LOCATION_MAX = 200;
export const QUANTITY_MAX = 1_000_000_000;

export const BASKET_MESSAGES = {
  productRequired: 'Product is required',
  quantityRequired: 'Quantity is required',
  quantityInvalid: 'Quantity must be a number greater than 0',
  quantityTooLarge: 'Quantity is too large',
  unitInvalid: `Unit must be one of: ${QUANTITY_UNITS.join(', ')}`,
  noteTooLong: `Note must be at most ${BASKET_NOTE_MAX} characters`,
  deliveryLocationTooLong: `Delivery location must be at most ${DELIVERY_LOCATION_MAX} characters`,
  neededByInvalid: 'Date needed must be a date (YYYY-MM-DD)',
  neededByPast: 'Date needed cannot be in the past',
  basketEmpty: 'Add at least one product to your quote basket',
  basketTooLarge: `A quote request can hold at most ${BASKET_MAX_LINES} products`,
  duplicateProduct: 'Each product can appear only once in a quote request',
} as const;

export const BasketLineSchema = z.object({
  productId: z.uuid({ error: BASKET_MESSAGES.productRequired }),
  quantity: z
    .number({ error: BASKET_MESSAGES.quantityRequired })
    .positive(BASKET_MESSAGES.quantityInvalid)
    .max(QUANTITY_MAX, BASKET_MESSAGES.quantityTooLarge),
  unit: z.enum(QUANTITY_UNITS, { error: BASKET_MESSAGES.unitInvalid }),
  note: z.string().trim().max(BASKET_NOTE_MAX, BASKET_MESSAGES.noteTooLong).optional(),
});
export type BasketLine = z.infer<typeof BasketLineSchema>;

/** What is stored for a signed-in buyer: lines plus where and when the goods are wanted. */
export const StoredQuoteBasketSchema = z.object({
  lines: z.array(BasketLineSchema).max(BASKET_MAX_LINES, BASKET_MESSAGES.basketTooLarge),
  deliveryLocation: z
    .string()
    .trim()
    .max(DELIVERY_LOCATION_MAX, BASKET_MESSAGES.deliveryLocationTooLong)
    .optional(),
  neededBy: z.iso.date({ error: BASKET_MESSAGES.neededByInvalid }).optional(),
});
export type StoredQuoteBasket = z.infer<typeof StoredQuoteBasketSchema>;
