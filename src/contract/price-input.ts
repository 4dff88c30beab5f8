// The price fields of a product and of each of its variants (variants.ts): one rule for both.
import { z } from 'zod';
import { PRODUCT_CURRENCIES, QUANTITY_UNITS } from './enums';
import { PRODUCT_MESSAGES } from './product-messages';
import { DEFAULT_CURRENCY, DEFAULT_UNIT, PRICE_MAX } from './product-rules';

// Plain decimals only ("850", "12.50"; not "0x10" or "1e3"), rounded to cents before any rule is
// checked, so what is stored obeys the rules too (0.001 is not a price above 0).
const DECIMAL = /^\d+(\.\d+)?$/;
const round2 = (value: number) => Math.round(value * 100) / 100;
const amount = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value) => {
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'number') return round2(value);
    const text = value.trim();
    if (text === '') return undefined;
    return DECIMAL.test(text) ? round2(Number(text)) : Number.NaN;
  });

const isPositiveAmount = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value) && value > 0 && value <= PRICE_MAX;

export const PriceInput = z
  .object(
    {
      contactForPrice: z
        .union([z.boolean(), z.enum(['true', 'false'])])
        .optional()
        .transform((value) => value === true || value === 'true'),
      minValue: amount,
      maxValue: amount,
      currency: z
        .enum(PRODUCT_CURRENCIES, { error: PRODUCT_MESSAGES.invalidCurrency })
        .default(DEFAULT_CURRENCY),
      // One of the fixed list (DESIGN.md §6), so that every page can write it in its language.
      unit: z
        .union([z.enum(QUANTITY_UNITS), z.literal('')], { error: PRODUCT_MESSAGES.invalidUnit })
        .optional()
        .transform((value) => value || DEFAULT_UNIT),
    },
    { error: PRODUCT_MESSAGES.invalidMinPrice },
  )
  .superRefine((price, ctx) => {
    if (price.contactForPrice) return;
    if (!isPositiveAmount(price.minValue)) {
      ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.invalidMinPrice, path: ['minValue'] });
    } else if (price.maxValue !== undefined && !isPositiveAmount(price.maxValue)) {
      ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.invalidMaxPrice, path: ['maxValue'] });
    } else if (price.maxValue !== undefined && price.maxValue <= price.minValue) {
      ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.maxNotGreater, path: ['maxValue'] });
    }
  })
  // With contact-for-pricing on, figures are not kept: nothing would ever show them.
  .transform((price) => ({
    contactForPrice: price.contactForPrice,
    minValue: price.contactForPrice || price.minValue === undefined ? null : price.minValue,
    maxValue: price.contactForPrice || price.maxValue === undefined ? null : price.maxValue,
    currency: price.currency,
    unit: price.unit,
  }));
export type PriceInput = z.input<typeof PriceInput>;
