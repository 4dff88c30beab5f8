// Products (spec §3, §5, §7, §8): the form rules with the spec's exact messages, the API shapes and
// the price display rule. The server and the React form both use these.
import { z } from 'zod';
import { pageQuery } from './common';
import { PRODUCT_CURRENCIES, type ProductCurrency } from './enums';
import { DOCUMENT_MAX_BYTES, PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES } from './media';
import { DocumentAssetSchema, ImageAssetSchema } from './media-schemas';

export const PRODUCT_MESSAGES = {
  requiredFields: 'Please fill in all required fields',
  imageRequired: 'Please select an image for the product',
  invalidImage: 'Please select a valid image file (JPEG, PNG, GIF, WebP)',
  imageTooLarge: 'File size must be less than 10MB',
  invalidMinPrice: 'Please enter a valid minimum price',
  invalidMaxPrice: 'Please enter a valid maximum price',
  maxNotGreater: 'Maximum price must be greater than minimum price',
  invalidCurrency: 'Please select a valid currency',
  invalidPrice: 'Please enter a valid price',
  invalidCas: 'Please enter a valid CAS number (for example 7664-93-9)',
  invalidSpecifications: 'Each specification needs a name and a value',
  invalidDocument: 'Please select a PDF file for the document',
  documentTooLarge: 'Document size must be less than 20MB',
  tooManyPhotos: 'A product can have at most 10 additional photos',
  nameTooLong: 'Product name must be at most 200 characters',
  descriptionTooLong: 'Description must be at most 10000 characters',
  created: 'Product created successfully',
  updated: 'Product updated successfully',
  deleted: 'Product deleted successfully',
  notFound: 'Product not found',
} as const;

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

export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_DESCRIPTION_MAX = 10_000;
export const MAX_ADDITIONAL_PHOTOS = 10;
export const MAX_SPECIFICATIONS = 50;
export const OVERVIEW_LENGTH = 200;
export const THUMBNAILS_SHOWN = 5;
export const RELATED_LIMIT = 4;
export const RECENTLY_VIEWED_EARLIER = 3;
export const CATALOGUE_PAGE_SIZE = 12;
// numeric(14,2) holds up to 999,999,999,999.99.
export const PRICE_MAX = 999_999_999_999;

export const DEFAULT_CURRENCY: ProductCurrency = 'USD';
export const DEFAULT_UNIT = 'per item';
export const UNIT_SUGGESTIONS = ['per item', 'per kg', 'per ton', 'per litre', 'per drum'] as const;

export const DOCUMENT_LABELS = { sds: 'Safety Data Sheet (SDS)', tds: 'Technical Data Sheet' } as const;

// ---------------------------------------------------------------------------------------------------
// CAS registry numbers: 2-7 digits, 2 digits, 1 check digit. The check digit is the sum of the other
// digits, each weighted by its position counted from the right, modulo 10.

export function normalizeCas(raw: string): string | null {
  const text = raw.trim();
  const digits = /^\d{5,10}$/.test(text)
    ? text
    : /^\d{2,7}-\d{2}-\d$/.test(text)
      ? text.replace(/-/g, '')
      : null;
  if (!digits) return null;
  const body = digits.slice(0, -1);
  const check = Number(digits.at(-1));
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i + 1);
  if (sum % 10 !== check) return null;
  return `${digits.slice(0, -3)}-${digits.slice(-3, -1)}-${digits.slice(-1)}`;
}

// ---------------------------------------------------------------------------------------------------
// The form's fields. Multipart sends price and specifications as JSON text; the server parses that
// text and then validates the same object the form validates.

const amount = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value) =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
      ? undefined
      : Number(value),
  );

const isPositiveAmount = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value) && value > 0 && value <= PRICE_MAX;

const round2 = (value: number) => Math.round(value * 100) / 100;

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
      unit: z
        .string({ error: PRODUCT_MESSAGES.invalidPrice })
        .trim()
        .max(40, 'Unit must be at most 40 characters')
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
    minValue: price.contactForPrice || price.minValue === undefined ? null : round2(price.minValue),
    maxValue: price.contactForPrice || price.maxValue === undefined ? null : round2(price.maxValue),
    currency: price.currency,
    unit: price.unit,
  }));
export type PriceInput = z.input<typeof PriceInput>;

export const SpecificationsInput = z
  .array(
    z.object({
      name: z.string({ error: PRODUCT_MESSAGES.invalidSpecifications }).trim().max(100),
      value: z.string({ error: PRODUCT_MESSAGES.invalidSpecifications }).trim().max(500),
    }),
    { error: PRODUCT_MESSAGES.invalidSpecifications },
  )
  .max(MAX_SPECIFICATIONS, `At most ${MAX_SPECIFICATIONS} specifications`)
  // Fully blank rows are the form's spare rows: dropped. A half-filled row is a mistake: refused.
  .transform((rows) => rows.filter((row) => row.name || row.value))
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
  price: PriceInput,
  category: optionalTrimmed(80, 'Category must be at most 80 characters').transform((value) => value ?? ''),
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
    .union([z.boolean(), z.enum(['true', 'false', 'on'])])
    .optional()
    .transform((value) => value === undefined || value === true || value === 'true' || value === 'on'),
  contactPhone: optionalTrimmed(40, 'Contact phone must be at most 40 characters'),
  specifications: SpecificationsInput,
});
export type ProductInput = z.input<typeof ProductInput>;
export type ProductValues = z.output<typeof ProductInput>;

/** What the form knows about a chosen file before sending it. */
export type FileFacts = { type: string; size: number };

export function imageFileError(file: FileFacts): string | null {
  if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type)) return PRODUCT_MESSAGES.invalidImage;
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return PRODUCT_MESSAGES.imageTooLarge;
  return null;
}

export function documentFileError(file: FileFacts): string | null {
  if (file.type !== 'application/pdf') return PRODUCT_MESSAGES.invalidDocument;
  if (file.size > DOCUMENT_MAX_BYTES) return PRODUCT_MESSAGES.documentTooLarge;
  return null;
}

/**
 * The first rule a product submission breaks, in the spec's order: name and description, then the
 * image on create, then the rest of the fields (price first). `result` is ProductInput's safeParse.
 */
export function firstProductError(
  result: z.ZodSafeParseResult<ProductValues>,
  options: { isCreate: boolean; hasPhoto: boolean },
): string | null {
  const issues = result.success ? [] : result.error.issues;
  const required = issues.find((issue) => issue.path[0] === 'name' || issue.path[0] === 'description');
  if (required) return required.message;
  if (options.isCreate && !options.hasPhoto) return PRODUCT_MESSAGES.imageRequired;
  return issues[0]?.message ?? null;
}

// ---------------------------------------------------------------------------------------------------
// What the API answers.

export const PriceSchema = z.object({
  minValue: z.number().nullable(),
  maxValue: z.number().nullable(),
  currency: z.string(),
  unit: z.string(),
  contactForPrice: z.boolean(),
});
export type Price = z.infer<typeof PriceSchema>;

export const SpecificationSchema = z.object({ name: z.string(), value: z.string() });

export const ProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  casNumber: z.string().nullable(),
  photo: ImageAssetSchema.nullable(),
  additionalPhotos: z.array(ImageAssetSchema),
  specifications: z.array(SpecificationSchema),
  documents: z.array(DocumentAssetSchema),
  inStock: z.boolean(),
  contactPhone: z.string().nullable(),
  price: PriceSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

/** The detail page's product: with its review figures (real ratings only, null when there are none). */
export const ProductDetailSchema = ProductSchema.extend({
  reviewCount: z.number(),
  averageRating: z.number().nullable(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const ProductListQuery = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .catch(undefined)
    .transform((value) => value || undefined),
  category: z
    .string()
    .trim()
    .max(80)
    .optional()
    .catch(undefined)
    .transform((value) => value || undefined),
  // Products related to this one: same category, or the same first word in the name.
  relatedTo: z.uuid().optional().catch(undefined),
  ...pageQuery(CATALOGUE_PAGE_SIZE),
});
export type ProductListQuery = z.input<typeof ProductListQuery>;

export const ProductListSchema = z.object({
  products: z.array(ProductSchema),
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

// ---------------------------------------------------------------------------------------------------
// Price display (spec §5): "Contact for pricing" unless a minimum is set; a range when there is a
// maximum; up to 2 decimals; the unit appended. USD, EUR and GBP show a symbol, others their code.

const CURRENCY_SYMBOLS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£' };
const amountFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function formatAmount(value: number, currency: string): string {
  const symbol = CURRENCY_SYMBOLS[currency];
  const figure = amountFormat.format(value);
  return symbol ? `${symbol}${figure}` : `${currency} ${figure}`;
}

export function formatPrice(price: Partial<Price> | null | undefined): string {
  if (!price || price.contactForPrice || price.minValue === undefined || price.minValue === null) {
    return PRODUCT_TEXT.contactForPricing;
  }
  const currency = price.currency || DEFAULT_CURRENCY;
  const range =
    price.maxValue !== undefined && price.maxValue !== null
      ? `${formatAmount(price.minValue, currency)} - ${formatAmount(price.maxValue, currency)}`
      : formatAmount(price.minValue, currency);
  const unit = price.unit?.trim();
  return unit ? `${range} ${unit}` : range;
}

/** Categories whose pages list safety and technical documents (spec §2: names containing "chemical"). */
export const isChemicalCategory = (category: string) => /chemical/i.test(category);
