// The quote basket (DESIGN.md §5): products a buyer collects before asking for one quotation.
// A guest's basket lives in the browser, a signed-in buyer's on the account; both have this shape,
// and the server checks every basket it stores or turns into an inquiry with these rules.
import { z } from 'zod';
import {
  BASKET_MAX_LINES,
  BASKET_MESSAGES,
  BASKET_NOTE_MAX,
  basketLineKey,
  DELIVERY_LOCATION_MAX,
  QUANTITY_MAX,
} from './basket-rules';
import { QUANTITY_UNITS } from './enums';

// The limits and messages travel with the schemas, for readers of both.
export * from './basket-rules';

// Missing is "required"; text, NaN (an unreadable quantity box) or 0 and below are "invalid".
const quantityRule = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? BASKET_MESSAGES.quantityRequired
        : BASKET_MESSAGES.quantityInvalid,
  })
  .positive(BASKET_MESSAGES.quantityInvalid)
  .max(QUANTITY_MAX, BASKET_MESSAGES.quantityTooLarge);

const lineShape = {
  productId: z.uuid({ error: BASKET_MESSAGES.productRequired }),
  // The grade and pack chosen on the product page, for a product sold in variants.
  variantId: z.uuid({ error: BASKET_MESSAGES.variantInvalid }).optional(),
  quantity: quantityRule,
  unit: z.enum(QUANTITY_UNITS, { error: BASKET_MESSAGES.unitInvalid }),
  note: z.string().trim().max(BASKET_NOTE_MAX, BASKET_MESSAGES.noteTooLong).optional(),
};

export const BasketLineSchema = z.object(lineShape);
export type BasketLine = z.infer<typeof BasketLineSchema>;

/**
 * The basket page's quantity box holds text; the same rules apply once it is read as a number.
 * Blank is "required", anything that is not a number greater than 0 is "invalid".
 */
export const BasketFormLineSchema = z.object({
  ...lineShape,
  quantity: z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text === '' ? undefined : Number(text);
  }, quantityRule),
});

/**
 * Each product (each grade and pack of it) once: a second line for the same thing is a mistake, not a
 * second order. Two packs of one product are two lines.
 */
export const refineDistinctProducts = (
  lines: { productId: string; variantId?: string }[],
  ctx: z.RefinementCtx,
) => {
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    const key = basketLineKey(line);
    if (seen.has(key)) {
      ctx.addIssue({ code: 'custom', message: BASKET_MESSAGES.duplicateProduct, path: [index, 'productId'] });
    }
    seen.add(key);
  });
};

/** The lines of a quote request: one to BASKET_MAX_LINES products, each once. */
export const basketLines = <Line extends z.ZodType<{ productId: string; variantId?: string }>>(line: Line) =>
  z
    .array(line, { error: BASKET_MESSAGES.basketEmpty })
    .min(1, BASKET_MESSAGES.basketEmpty)
    .max(BASKET_MAX_LINES, BASKET_MESSAGES.basketTooLarge)
    .superRefine(refineDistinctProducts);

export const deliveryLocationField = z
  .string({ error: BASKET_MESSAGES.deliveryLocationTooLong })
  .trim()
  .max(DELIVERY_LOCATION_MAX, BASKET_MESSAGES.deliveryLocationTooLong)
  .nullish()
  .transform((value) => value || null);

/**
 * A date is "in the past" only once it has ended everywhere (UTC-12): a buyer whose clock is behind
 * or ahead of Dhaka's can still ask for today.
 */
export const isPastDate = (date: string, now = Date.now()) => Date.parse(`${date}T23:59:59.999-12:00`) < now;

/** The date the goods are needed by: optional (blank is none), a real calendar date, not in the past. */
export const neededByField = z
  .union([z.literal(''), z.iso.date({ error: BASKET_MESSAGES.neededByInvalid })], {
    error: BASKET_MESSAGES.neededByInvalid,
  })
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || !isPastDate(value), BASKET_MESSAGES.neededByPast);

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

/**
 * PUT /api/basket: the whole basket, each product once. A past date or a blank field is kept as the
 * buyer left it (the date is checked when the request is sent); products deleted meanwhile are
 * dropped by the server.
 */
export const QuoteBasketInput = StoredQuoteBasketSchema.extend({
  lines: StoredQuoteBasketSchema.shape.lines.superRefine(refineDistinctProducts),
});
