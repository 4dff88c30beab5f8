// Products (spec §3, §5, §7, §8): the form's schema with the spec's exact messages and the API
// shapes, used by the server and the admin form. Limits and the price display rule live in
// product-rules.ts, the form's messages in product-messages.ts (both without zod), re-exported here.
import { z } from 'zod';
import { pageQuery } from './common';
import { PRODUCT_GRADES, QUANTITY_UNITS } from './enums';
import {
  SafetyInput,
  SafetyPanelSchema,
  SafetySchema,
  TransportBlockSchema,
  TransportInput,
  TransportSchema,
} from './hazards';
import { DocumentAssetSchema, ImageAssetSchema } from './media-schemas';
import { PriceInput } from './price-input';
import { PRODUCT_MESSAGES } from './product-messages';
import {
  CATALOGUE_PAGE_SIZE,
  CONTACT_PHONE_MAX,
  MAX_SPECIFICATIONS,
  normalizeCas,
  PRODUCT_CATEGORY_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_LIMIT_MESSAGES,
  PRODUCT_NAME_MAX,
  SPECIFICATION_NAME_MAX,
  SPECIFICATION_VALUE_MAX,
} from './product-rules';
import { VariantSchema, VariantsInput } from './variants';

export { PriceInput } from './price-input';
export * from './product-messages';
export * from './product-rules';

// ---------------------------------------------------------------------------------------------------
// The form's fields. Multipart sends price and specifications as JSON text; the server parses that
// text and then validates the same object the form validates.

export const SpecificationsInput = z
  .array(
    z.object({
      name: z.string({ error: PRODUCT_MESSAGES.invalidSpecifications }).trim().max(SPECIFICATION_NAME_MAX),
      // The label in Bengali, optional; left out when blank, so stored rows stay as they were.
      nameBn: z
        .string({ error: PRODUCT_MESSAGES.invalidSpecifications })
        .trim()
        .max(SPECIFICATION_NAME_MAX, PRODUCT_MESSAGES.specificationNameBnTooLong)
        .nullish()
        .transform((value) => value || undefined),
      value: z.string({ error: PRODUCT_MESSAGES.invalidSpecifications }).trim().max(SPECIFICATION_VALUE_MAX),
      // The value in Bengali ("৯৮% (সর্বনিম্ন)"), optional like the label's.
      valueBn: z
        .string({ error: PRODUCT_MESSAGES.invalidSpecifications })
        .trim()
        .max(SPECIFICATION_VALUE_MAX, PRODUCT_MESSAGES.specificationValueBnTooLong)
        .nullish()
        .transform((value) => value || undefined),
    }),
    { error: PRODUCT_MESSAGES.invalidSpecifications },
  )
  .max(MAX_SPECIFICATIONS, PRODUCT_LIMIT_MESSAGES.tooManySpecifications)
  // Fully blank rows are the form's spare rows: dropped. A half-filled row is a mistake: refused.
  // Blank Bengali texts are left out, so stored rows carry only what was given.
  .transform((rows) =>
    rows
      .filter((row) => row.name || row.nameBn || row.value || row.valueBn)
      .map(({ nameBn, valueBn, ...row }) => ({
        ...row,
        ...(nameBn ? { nameBn } : {}),
        ...(valueBn ? { valueBn } : {}),
      })),
  )
  .refine((rows) => rows.every((row) => row.name && row.value), PRODUCT_MESSAGES.invalidSpecifications)
  .default([]);

const optionalTrimmed = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

// Field order is the order rules are reported in (the first broken rule is the answer).
export const ProductInput = z.object({
  name: z
    .string({ error: PRODUCT_MESSAGES.requiredFields })
    .trim()
    .min(1, PRODUCT_MESSAGES.requiredFields)
    .max(PRODUCT_NAME_MAX, PRODUCT_MESSAGES.nameTooLong),
  description: z
    .string({ error: PRODUCT_MESSAGES.requiredFields })
    .trim()
    .min(1, PRODUCT_MESSAGES.requiredFields)
    .max(PRODUCT_DESCRIPTION_MAX, PRODUCT_MESSAGES.descriptionTooLong),
  // Optional Bengali texts, shown on Bengali pages where given.
  nameBn: optionalTrimmed(PRODUCT_NAME_MAX, PRODUCT_MESSAGES.nameBnTooLong),
  descriptionBn: optionalTrimmed(PRODUCT_DESCRIPTION_MAX, PRODUCT_MESSAGES.descriptionBnTooLong),
  price: PriceInput,
  category: optionalTrimmed(
    PRODUCT_CATEGORY_MAX,
    `Category must be at most ${PRODUCT_CATEGORY_MAX} characters`,
  ).transform((value) => value ?? ''),
  casNumber: z
    .string()
    .nullish()
    .transform((value, ctx) => {
      if (!value?.trim()) return null;
      const cas = normalizeCas(value);
      if (!cas) ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.invalidCas });
      return cas;
    }),
  inStock: z
    .union([z.boolean(), z.enum(['true', 'false', 'on'])], { error: PRODUCT_MESSAGES.invalidStock })
    .optional()
    .transform((value) => value === undefined || value === true || value === 'true' || value === 'on'),
  contactPhone: optionalTrimmed(
    CONTACT_PHONE_MAX,
    `Contact phone must be at most ${CONTACT_PHONE_MAX} characters`,
  ),
  specifications: SpecificationsInput,
  // Hazard and transport data (hazards.ts), sent by the form as two JSON objects.
  safety: SafetyInput,
  transport: TransportInput,
  variants: VariantsInput,
});
export type ProductInput = z.input<typeof ProductInput>;
export type ProductValues = z.output<typeof ProductInput>;

/**
 * The first rule a product submission breaks, in the spec's order: name and description, then the
 * image (required on create, then its type and size: `fileError`), then the other fields, price
 * first. `result` is ProductInput's safeParse.
 */
export function firstProductError(
  result: z.ZodSafeParseResult<ProductValues>,
  options: { isCreate: boolean; hasPhoto: boolean; fileError?: string | null },
): string | null {
  const issues = result.success ? [] : result.error.issues;
  const required = issues.find((issue) => issue.path[0] === 'name' || issue.path[0] === 'description');
  if (required) return required.message;
  if (options.isCreate && !options.hasPhoto) return PRODUCT_MESSAGES.imageRequired;
  if (options.fileError) return options.fileError;
  return issues[0]?.message ?? null;
}

// ---------------------------------------------------------------------------------------------------
// What the API answers.

export const PriceSchema = z.object({
  minValue: z.number().nullable(),
  maxValue: z.number().nullable(),
  currency: z.string(),
  unit: z.enum(QUANTITY_UNITS),
  // The unit as it was written before units were a fixed list, when migration 0011 could not read it
  // as one of them: the admin's form shows it until the product is saved with a unit chosen.
  legacyUnit: z.string().optional(),
  contactForPrice: z.boolean(),
});
export type Price = z.infer<typeof PriceSchema>;

export const SpecificationSchema = z.object({
  name: z.string(),
  nameBn: z.string().optional(),
  value: z.string(),
  valueBn: z.string().optional(),
});

export const ProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  nameBn: z.string().nullable(),
  description: z.string(),
  descriptionBn: z.string().nullable(),
  category: z.string(),
  casNumber: z.string().nullable(),
  photo: ImageAssetSchema.nullable(),
  additionalPhotos: z.array(ImageAssetSchema),
  specifications: z.array(SpecificationSchema),
  documents: z.array(DocumentAssetSchema),
  inStock: z.boolean(),
  contactPhone: z.string().nullable(),
  price: PriceSchema,
  safety: SafetySchema,
  transport: TransportSchema,
  // Grades and packs, each with its own price; none for a product sold as one thing.
  variants: z.array(VariantSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

/** The detail page's product: with its review figures (real ratings only, null when there are none). */
export const ProductDetailSchema = ProductSchema.extend({
  reviewCount: z.number(),
  averageRating: z.number().nullable(),
  // Worded in the request's language; null when the product has nothing to show there.
  safetyPanel: SafetyPanelSchema.nullable(),
  transportBlock: TransportBlockSchema.nullable(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const ProductListQuery = z.object({
  // An over-long search is cut to its first 100 characters rather than dropped (which would answer
  // with the whole catalogue).
  q: z
    .string()
    .optional()
    .catch(undefined)
    .transform((value) => value?.trim().slice(0, 100).trim() || undefined),
  category: z
    .string()
    .trim()
    .max(PRODUCT_CATEGORY_MAX)
    .optional()
    .catch(undefined)
    .transform((value) => value || undefined),
  // Products related to this one: same category, or the same first word in the name.
  relatedTo: z.uuid().optional().catch(undefined),
  // Products offered in this grade (one of its variants); an unknown grade is no filter.
  grade: z.enum(PRODUCT_GRADES).optional().catch(undefined),
  ...pageQuery(CATALOGUE_PAGE_SIZE),
});
export type ProductListQuery = z.input<typeof ProductListQuery>;

/**
 * A product as a list shows it (the catalogue's cards, the related products, the admin's list): what
 * a card draws and no more. The whole product (specifications, documents, hazards, grades and packs)
 * is its detail's. A list of twelve whole products was 40 KB of JSON, carried in the home page's HTML
 * as well: more than the page's first round trip holds on a phone's connection.
 */
export const ProductSummarySchema = ProductSchema.pick({
  _id: true,
  name: true,
  nameBn: true,
  category: true,
  casNumber: true,
  photo: true,
  inStock: true,
  price: true,
  createdAt: true,
  updatedAt: true,
}).extend({
  // Cut to LIST_DESCRIPTION_LENGTH characters (a card shows two lines of it).
  description: z.string(),
  descriptionBn: z.string().nullable(),
  // Its grades and packs: how many, and the lowest price shown among them (variant-rules.ts fromPrice),
  // null when none has one; a card reads "from ৳ 26 per kg".
  variantCount: z.number(),
  fromPrice: z
    .object({ minValue: z.number(), currency: z.string(), unit: z.enum(QUANTITY_UNITS) })
    .nullable(),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const ProductListSchema = z.object({
  products: z.array(ProductSummarySchema),
  pagination: z.object({
    currentPage: z.number(),
    totalPages: z.number(),
    totalProducts: z.number(),
    hasMore: z.boolean(),
  }),
});
export type ProductList = z.infer<typeof ProductListSchema>;

export const CategoryCountsSchema = z.array(z.object({ category: z.string(), count: z.number() }));
export type CategoryCount = z.infer<typeof CategoryCountsSchema>[number];

export const ProductResultSchema = z.object({ product: ProductSchema, message: z.string() });
export type ProductResult = z.infer<typeof ProductResultSchema>;
