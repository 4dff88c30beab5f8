// A product's variants (DESIGN.md §6): the admin form's rows and what the API answers. Each row is
// checked with the messages of variant-rules.ts; a bad row's issue carries its path
// (["variants", 2, "packQuantity"]) so the form shows it on that row's field.
import { z } from 'zod';
import { QUANTITY_MAX } from './basket-rules';
import { PACK_CONTAINERS, PRODUCT_GRADES, QUANTITY_UNITS, STOCK_STATES } from './enums';
import { PriceInput } from './price-input';
import { MAX_VARIANTS, PURITY_MAX, VARIANT_MESSAGES } from './variant-messages';

export * from './variant-messages';
export * from './variant-rules';

// A pack size or minimum order as typed or sent: a plain decimal greater than 0, up to 3 decimals.
const DECIMAL = /^\d+(\.\d+)?$/;
const quantity = (message: string) =>
  z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((value, ctx) => {
      const text = typeof value === 'string' ? value.trim() : value;
      if (text === undefined || text === null || text === '') return null;
      const number = typeof text === 'number' ? text : DECIMAL.test(text) ? Number(text) : Number.NaN;
      if (!Number.isFinite(number) || number <= 0 || number > QUANTITY_MAX) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Math.round(number * 1000) / 1000;
    });

export const VariantInput = z
  .object(
    {
      // A variant the product has: kept (inquiry lines keep naming it); without one, a new variant.
      id: z
        .uuid()
        .nullish()
        .catch(null)
        .transform((value) => value ?? null),
      grade: z.enum(PRODUCT_GRADES, { error: VARIANT_MESSAGES.gradeInvalid }),
      purity: z
        .string({ error: VARIANT_MESSAGES.purityTooLong })
        .trim()
        .max(PURITY_MAX, VARIANT_MESSAGES.purityTooLong)
        .nullish()
        .transform((value) => value || null),
      packQuantity: quantity(VARIANT_MESSAGES.packQuantityInvalid).refine(
        (value) => value !== null,
        VARIANT_MESSAGES.packQuantityInvalid,
      ),
      packUnit: z.enum(QUANTITY_UNITS, { error: VARIANT_MESSAGES.packUnitInvalid }),
      container: z.enum(PACK_CONTAINERS, { error: VARIANT_MESSAGES.containerInvalid }),
      price: PriceInput,
      moq: quantity(VARIANT_MESSAGES.moqInvalid),
      moqUnit: z
        .union([z.enum(QUANTITY_UNITS), z.literal(''), z.null()], { error: VARIANT_MESSAGES.packUnitInvalid })
        .optional()
        .transform((value) => value || null),
      stock: z.enum(STOCK_STATES, { error: VARIANT_MESSAGES.stockInvalid }).default('in_stock'),
    },
    { error: VARIANT_MESSAGES.invalidVariants },
  )
  .superRefine((row, ctx) => {
    if (row.moq !== null && !row.moqUnit) {
      ctx.addIssue({ code: 'custom', message: VARIANT_MESSAGES.moqUnitRequired, path: ['moqUnit'] });
    }
  })
  // A unit without a minimum says nothing: not kept.
  .transform(({ packQuantity, ...row }) => ({
    ...row,
    packQuantity: packQuantity as number,
    moqUnit: row.moq === null ? null : row.moqUnit,
  }));
export type VariantInput = z.input<typeof VariantInput>;
export type VariantValues = z.output<typeof VariantInput>;

/** The product's variants in the order the buyer sees them; each grade and pack once. */
export const VariantsInput = z
  .array(VariantInput, { error: VARIANT_MESSAGES.invalidVariants })
  .max(MAX_VARIANTS, VARIANT_MESSAGES.tooManyVariants)
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const key = [row.grade, row.purity ?? '', row.packQuantity, row.packUnit, row.container].join('|');
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', message: VARIANT_MESSAGES.duplicateVariant, path: [index, 'grade'] });
      }
      seen.add(key);
    });
  })
  .default([]);

export const VariantLabelSchema = z.object({
  grade: z.enum(PRODUCT_GRADES),
  purity: z.string().nullable(),
  packQuantity: z.number(),
  packUnit: z.enum(QUANTITY_UNITS),
  container: z.enum(PACK_CONTAINERS),
});

export const VariantSchema = VariantLabelSchema.extend({
  _id: z.string(),
  price: z.object({
    minValue: z.number().nullable(),
    maxValue: z.number().nullable(),
    currency: z.string(),
    unit: z.enum(QUANTITY_UNITS),
    contactForPrice: z.boolean(),
  }),
  moq: z.number().nullable(),
  moqUnit: z.enum(QUANTITY_UNITS).nullable(),
  stock: z.enum(STOCK_STATES),
});
export type Variant = z.infer<typeof VariantSchema>;
