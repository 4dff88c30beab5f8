// Formal quotations (DESIGN.md §5): what an admin writes from an inquiry, the rules the server and
// the quotation form share, and the shape both the admin area and the buyer's tracking page read.
import { z } from 'zod';
import { BASKET_MESSAGES, QUANTITY_MAX } from './basket';
import { binField, companyAddressField, companyField } from './buyer-company';
import {
  INCOTERMS,
  PRODUCT_CURRENCIES,
  QUANTITY_UNITS,
  VAT_RATE_PERCENT,
  VAT_TREATMENTS,
  type VatTreatment,
} from './enums';
import { QuotationTermsSchema } from './quotation-terms';
import { VariantLabelSchema, VariantSchema } from './variants';

export const QUOTATION_MAX_LINES = 30;
export const QUOTATION_TEXT_MAX = 200;
export const QUOTATION_NOTES_MAX = 3000;
export const UNIT_PRICE_MAX = 1_000_000_000;

export const QUOTATION_MESSAGES = {
  linesRequired: 'A quotation needs at least one line',
  tooManyLines: `A quotation can hold at most ${QUOTATION_MAX_LINES} lines`,
  productNameRequired: 'Product name is required',
  unitPriceRequired: 'Unit price is required',
  unitPriceNegative: 'Unit price cannot be negative',
  unitPriceTooLarge: 'Unit price is too large',
  currencyInvalid: `Currency must be one of: ${PRODUCT_CURRENCIES.join(', ')}`,
  incotermRequired: 'Incoterm is required',
  incotermInvalid: `Incoterm must be one of: ${INCOTERMS.join(', ')}`,
  unitRequired: 'Unit is required',
  deliveryPlaceRequired: 'Delivery place is required',
  paymentTermsRequired: 'Payment terms are required',
  validUntilRequired: 'Validity date is required',
  validUntilPast: 'Validity date cannot be in the past',
  vatTreatmentInvalid: `VAT treatment must be one of: ${VAT_TREATMENTS.join(', ')}`,
  textTooLong: `Must be at most ${QUOTATION_TEXT_MAX} characters`,
  notesTooLong: `Notes must be at most ${QUOTATION_NOTES_MAX} characters`,
  notFound: 'Quotation not found',
  sent: 'Quotation sent to the buyer',
  accepted: 'Thank you. We have your acceptance and will be in touch to arrange delivery.',
  expired: 'This quotation has expired',
  superseded: 'This quotation has been replaced by a newer version',
  alreadyAccepted: 'This quotation has already been accepted',
  sendFailed: 'Failed to send quotation',
  loadFailed: 'Failed to load quotations',
  unitPriceInvalid: 'Unit price must be a number',
} as const;

export const VAT_TREATMENT_LABELS: Record<(typeof VAT_TREATMENTS)[number], string> = {
  included: 'Prices include VAT',
  added: 'VAT at 15% is added to these prices',
  exempt: 'VAT exempt',
};

/** Today as YYYY-MM-DD in Bangladesh, where the supplier works: validity dates are its calendar days. */
const dhakaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' });
export const todayInDhaka = (now = new Date()) => dhakaDay.format(now);

// The form's number inputs give text ("1250.50", "" when left blank) and API clients give numbers;
// both reach the same rules. Only plain decimals count: "1e3" or "0x10" is not a price anyone typed.
const DECIMAL = /^-?\d+(\.\d+)?$/;
const numberOrText = (messages: { required: string; invalid: string }) =>
  z
    .union([z.number(), z.string()], {
      error: (issue) => (issue.input == null ? messages.required : messages.invalid),
    })
    .transform((value) => {
      if (typeof value === 'number') return value;
      const text = value.trim();
      if (text === '') return undefined;
      return DECIMAL.test(text) ? Number(text) : Number.NaN;
    })
    .pipe(
      z.number({
        error: (issue) => (issue.input === undefined ? messages.required : messages.invalid),
      }),
    );

/** One of a closed list: "X is required" when nothing was chosen, the list when something else was sent. */
const choice = <const T extends readonly [string, ...string[]]>(
  values: T,
  messages: { required: string; invalid: string },
) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? messages.required : messages.invalid,
  });

const shortText = () => z.string().trim().max(QUOTATION_TEXT_MAX, QUOTATION_MESSAGES.textTooLong).optional();
const requiredShortText = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(QUOTATION_TEXT_MAX, QUOTATION_MESSAGES.textTooLong);

export const QuotationLineInput = z.object({
  productId: z.uuid().nullish(),
  productName: z
    .string({ error: QUOTATION_MESSAGES.productNameRequired })
    .trim()
    .min(1, QUOTATION_MESSAGES.productNameRequired)
    .max(QUOTATION_TEXT_MAX, QUOTATION_MESSAGES.textTooLong),
  quantity: numberOrText({
    required: BASKET_MESSAGES.quantityRequired,
    invalid: BASKET_MESSAGES.quantityInvalid,
  }).pipe(
    z.number().positive(BASKET_MESSAGES.quantityInvalid).max(QUANTITY_MAX, BASKET_MESSAGES.quantityTooLarge),
  ),
  unit: choice(QUANTITY_UNITS, {
    required: QUOTATION_MESSAGES.unitRequired,
    invalid: BASKET_MESSAGES.unitInvalid,
  }),
  unitPrice: numberOrText({
    required: QUOTATION_MESSAGES.unitPriceRequired,
    invalid: QUOTATION_MESSAGES.unitPriceInvalid,
  }).pipe(
    z
      .number()
      .nonnegative(QUOTATION_MESSAGES.unitPriceNegative)
      .max(UNIT_PRICE_MAX, QUOTATION_MESSAGES.unitPriceTooLarge),
  ),
  currency: z.enum(PRODUCT_CURRENCIES, { error: QUOTATION_MESSAGES.currencyInvalid }),
  packing: shortText(),
  leadTime: shortText(),
  /** The grade quoted ("Technical", "98% LR"), when it matters. */
  grade: shortText(),
  // The grade and pack quoted, for a product sold in variants: one it is offered in, whose name the
  // line keeps; without an id (the variant since dropped), the name a draft carried is kept as sent.
  variantId: z.uuid({ error: BASKET_MESSAGES.variantInvalid }).nullish(),
  variantLabel: VariantLabelSchema.nullish(),
});
export type QuotationLineInput = z.input<typeof QuotationLineInput>;

/** What the admin's quotation form sends; sending it creates the next version. */
export const QuotationInput = z.object({
  lines: z
    .array(QuotationLineInput, { error: QUOTATION_MESSAGES.linesRequired })
    .min(1, QUOTATION_MESSAGES.linesRequired)
    .max(QUOTATION_MAX_LINES, QUOTATION_MESSAGES.tooManyLines),
  incoterm: choice(INCOTERMS, {
    required: QUOTATION_MESSAGES.incotermRequired,
    invalid: QUOTATION_MESSAGES.incotermInvalid,
  }),
  deliveryPlace: requiredShortText(QUOTATION_MESSAGES.deliveryPlaceRequired),
  paymentTerms: requiredShortText(QUOTATION_MESSAGES.paymentTermsRequired),
  validUntil: z.iso
    .date({ error: QUOTATION_MESSAGES.validUntilRequired })
    .refine((date) => date >= todayInDhaka(), QUOTATION_MESSAGES.validUntilPast),
  vatTreatment: z.enum(VAT_TREATMENTS, { error: QUOTATION_MESSAGES.vatTreatmentInvalid }),
  notes: z.string().trim().max(QUOTATION_NOTES_MAX, QUOTATION_MESSAGES.notesTooLong).optional(),
  // Whom the quotation is addressed to, as the buyer's accounts department files it: started from
  // what the buyer gave with the inquiry, corrected by the clerk where needed.
  buyerCompany: companyField,
  buyerAddress: companyAddressField,
  buyerBin: binField,
});
export type QuotationInput = z.input<typeof QuotationInput>;
export type QuotationData = z.output<typeof QuotationInput>;

/** Where a version stands, worked out when it is read: the newest unexpired one is open. */
export const QUOTATION_STATES = ['open', 'accepted', 'superseded', 'expired'] as const;
export type QuotationState = (typeof QUOTATION_STATES)[number];

export const QuotationLineSchema = z.object({
  productId: z.string().nullable(),
  productName: z.string(),
  quantity: z.number(),
  unit: z.enum(QUANTITY_UNITS),
  unitPrice: z.number(),
  currency: z.enum(PRODUCT_CURRENCIES),
  packing: z.string().nullable(),
  leadTime: z.string().nullable(),
  /** The product's CAS number when the line is a catalogue product that has one, as it was when sent. */
  casNumber: z.string().nullable(),
  grade: z.string().nullable(),
  /** The grade and pack quoted: its id while it is offered, its name as it was when quoted. */
  variantId: z.string().nullable(),
  variantLabel: VariantLabelSchema.nullable(),
  /** quantity × unit price, rounded to the cent. */
  lineTotal: z.number(),
});

export const QuotationSchema = z.object({
  _id: z.string(),
  inquiryId: z.string(),
  version: z.number(),
  state: z.enum(QUOTATION_STATES),
  lines: z.array(QuotationLineSchema),
  incoterm: z.enum(INCOTERMS),
  deliveryPlace: z.string(),
  paymentTerms: z.string(),
  validUntil: z.string(),
  vatTreatment: z.enum(VAT_TREATMENTS),
  notes: z.string().nullable(),
  /** Per currency: the lines' sum, the VAT added (when it is added) and the total to pay. */
  totals: z.array(
    z.object({ currency: z.string(), subtotal: z.number(), vat: z.number(), total: z.number() }),
  ),
  buyerCompany: z.string().nullable(),
  buyerAddress: z.string().nullable(),
  /** Digits only. */
  buyerBin: z.string().nullable(),
  /** Who prepared it: their name and e-mail as their account had them when it was sent. */
  sentByName: z.string(),
  sentByEmail: z.string().nullable(),
  /** The standard terms as they were when it was sent (src/contract/quotation-terms.ts). */
  standardTerms: QuotationTermsSchema,
  sentAt: z.string(),
  supersededAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
});
export type Quotation = z.infer<typeof QuotationSchema>;

/** GET /inquiries/{id}/quotations: every version, newest first. */
export const QuotationListSchema = z.object({ quotations: z.array(QuotationSchema) });
export type QuotationList = z.infer<typeof QuotationListSchema>;

/** POST /inquiries/{id}/quotations answers the version it created. */
export const QuotationSentSchema = z.object({ quotation: QuotationSchema, message: z.string() });
export type QuotationSent = z.infer<typeof QuotationSentSchema>;

/** What a line of an inquiry or a quotation names: the product (its id when in the catalogue) and how much. */
export const lineProductFields = {
  productId: z.string().nullable(),
  productName: z.string(),
  quantity: z.number().nullable(),
  unit: z.enum(QUANTITY_UNITS).nullable(),
};

/**
 * GET /inquiries/{id}/quotations/draft: where a new quotation starts. The latest version when there
 * is one (a revision changes what needs changing), else the inquiry's own lines and delivery place.
 * Quantities the buyer did not give are null: the admin has to fill them in.
 */
export const QuotationDraftSchema = z.object({
  lines: z.array(
    z.object({
      ...lineProductFields,
      unitPrice: z.number().nullable(),
      currency: z.enum(PRODUCT_CURRENCIES),
      packing: z.string(),
      leadTime: z.string(),
      grade: z.string(),
      /** The catalogue product's CAS number, printed with the line (not editable: the product's own). */
      casNumber: z.string().nullable(),
      /** What the buyer wrote about this line (grade, packing), for the admin to read. */
      buyerNote: z.string().nullable(),
      /** The grade and pack asked for or last quoted, kept by the next version. */
      variantId: z.string().nullable(),
      variantLabel: VariantLabelSchema.nullable(),
      /** The grades and packs the line's product is offered in now, for the admin to quote another. */
      variants: z.array(VariantSchema),
    }),
  ),
  buyerCompany: z.string(),
  buyerAddress: z.string(),
  buyerBin: z.string(),
  incoterm: z.enum(INCOTERMS).nullable(),
  deliveryPlace: z.string(),
  paymentTerms: z.string(),
  vatTreatment: z.enum(VAT_TREATMENTS).nullable(),
  notes: z.string(),
  /** Whether a version was already sent: the form then says "Revise". */
  revisionOf: z.number().nullable(),
});
export type QuotationDraft = z.infer<typeof QuotationDraftSchema>;

export const QUOTATION_STATE_LABELS: Record<QuotationState, string> = {
  open: 'Open',
  accepted: 'Accepted',
  superseded: 'Superseded',
  expired: 'Expired',
};

/** How many days a new quotation stays valid unless the admin says otherwise. */
export const QUOTATION_DEFAULT_VALID_DAYS = 14;

/** A YYYY-MM-DD date some days after another (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const time = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return new Date(time + days * 86_400_000).toISOString().slice(0, 10);
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** quantity × unit price, rounded to the cent: what a line costs. */
export const lineTotalOf = (quantity: number, unitPrice: number) => cents(quantity * unitPrice);

/**
 * Per currency, in the order currencies first appear: the lines' sum, the VAT added (only when the
 * quotation adds it) and the total. Currencies are never mixed. The server's stored quotations and
 * the admin form's live preview both use this, so the preview is what the buyer will read.
 */
export function quotationTotalsOf(
  lines: readonly { quantity: number; unitPrice: number; currency: string }[],
  vatTreatment: VatTreatment,
): { currency: string; subtotal: number; vat: number; total: number }[] {
  const subtotals = new Map<string, number>();
  for (const line of lines) {
    subtotals.set(
      line.currency,
      (subtotals.get(line.currency) ?? 0) + lineTotalOf(line.quantity, line.unitPrice),
    );
  }
  return [...subtotals].map(([currency, sum]) => {
    const subtotal = cents(sum);
    const vat = vatTreatment === 'added' ? cents((subtotal * VAT_RATE_PERCENT) / 100) : 0;
    return { currency, subtotal, vat, total: cents(subtotal + vat) };
  });
}
