// Pricing inquiries (spec §3-§5, §7): the form's rules and messages, the admin list and the status
// workflow, shared by the server routes and the React form.
import { z } from 'zod';
import {
  BASKET_MESSAGES,
  BasketFormLineSchema,
  BasketLineSchema,
  basketLines,
  deliveryLocationField,
  neededByField,
} from './basket';
import { buyerCompanyShape } from './buyer-company';
import { BUYER_MESSAGES } from './buyer-contact';
import { emailField, nameField, optionalPhone, pageQuery, requiredText } from './common';
import { INQUIRY_STATUSES, QUANTITY_UNITS } from './enums';
import { VariantLabelSchema } from './variants';

export const INQUIRIES_PAGE_SIZE = 10;
export const INQUIRY_TEXT_MAX = 5000;
// The visitor's own clock says when they sent it. A wrong clock is no reason to lose a lead, so the
// window is wide; it only keeps out dates no browser sends, which the database cannot store (year 0,
// past 9999 once the offset is applied).
export const INQUIRY_TIMESTAMP_EARLIEST = Date.UTC(2000, 0, 1);
export const INQUIRY_TIMESTAMP_LATEST = Date.UTC(2100, 0, 1);
/** A repeat of the same inquiry within this window answers the stored one (a double click, a retry). */
export const INQUIRY_DEDUPE_WINDOW_MS = 10 * 60 * 1000;

export const INQUIRY_MESSAGES = {
  productNameTooLong: 'Product name must be at most 500 characters',
  ...BUYER_MESSAGES,
  phoneInvalid: 'Please enter a valid phone number',
  inquiryRequired: 'Inquiry is required',
  inquiryTooLong: `Inquiry must be at most ${INQUIRY_TEXT_MAX} characters`,
  productRequired: 'Product is required',
  productNotFound: 'Product not found',
  inquiryTypeInvalid: 'Inquiry type must be "pricing"',
  timestampInvalid: 'Timestamp must be an ISO 8601 date',
  timestampOutOfRange: 'Timestamp must be a date between 2000 and 2099',
  statusInvalid: `Status must be one of: ${INQUIRY_STATUSES.join(', ')}`,
  statusFilterInvalid: `Status must be one of: all, ${INQUIRY_STATUSES.join(', ')}`,
  isResolvedInvalid: 'isResolved must be true or false',
  nothingToUpdate: 'Please provide a status or isResolved',
  notFound: 'Inquiry not found',
  submitted: 'Your inquiry has been submitted successfully!',
  statusUpdated: 'Inquiry status updated',
  // Fallbacks of spec §8, used when the server sends no message.
  submitFailed: 'Failed to submit inquiry',
  loadListFailed: 'Failed to load inquiries',
  loadOneFailed: 'Failed to load inquiry',
  updateFailed: 'Failed to update inquiry',
} as const;

export const INQUIRY_STATUS_LABELS: Record<(typeof INQUIRY_STATUSES)[number], string> = {
  new: 'New',
  inProgress: 'In Progress',
  responded: 'Responded',
  closed: 'Closed',
};

/** What the visitor fills in; the form validates exactly this, in this order. */
const inquiryFormShape = {
  name: nameField(INQUIRY_MESSAGES.nameRequired, INQUIRY_MESSAGES.nameTooLong),
  email: emailField({ required: INQUIRY_MESSAGES.emailRequired, invalid: INQUIRY_MESSAGES.emailInvalid }),
  phone: optionalPhone(INQUIRY_MESSAGES.phoneInvalid),
  // Optional: for the quotation's "To", as the buyer's accounts department needs it.
  ...buyerCompanyShape,
  inquiry: requiredText(INQUIRY_MESSAGES.inquiryRequired, INQUIRY_TEXT_MAX, INQUIRY_MESSAGES.inquiryTooLong),
};
export const InquiryFormInput = z.object(inquiryFormShape);
export type InquiryFormInput = z.input<typeof InquiryFormInput>;

const timestampField = z.iso
  .datetime({ offset: true, error: INQUIRY_MESSAGES.timestampInvalid })
  .refine((text) => {
    const time = Date.parse(text);
    return time >= INQUIRY_TIMESTAMP_EARLIEST && time < INQUIRY_TIMESTAMP_LATEST;
  }, INQUIRY_MESSAGES.timestampOutOfRange)
  .optional();

// The call of spec §7. productName is accepted for compatibility but never trusted: the server
// stores the product's name from the database.
// A body that is not an object at all reports the first rule, as an empty form would.
export const CreateInquiryInput = z.object(
  {
    ...inquiryFormShape,
    productId: z.uuid({
      error: (issue) =>
        issue.input === undefined || issue.input === ''
          ? INQUIRY_MESSAGES.productRequired
          : INQUIRY_MESSAGES.productNotFound,
    }),
    productName: z.string().max(500, INQUIRY_MESSAGES.productNameTooLong).optional(),
    // The grade and pack chosen on the product page, for a product sold in variants.
    variantId: z
      .uuid({ error: BASKET_MESSAGES.variantInvalid })
      .nullish()
      .transform((value) => value ?? undefined),
    inquiryType: z.literal('pricing', { error: INQUIRY_MESSAGES.inquiryTypeInvalid }).default('pricing'),
    timestamp: timestampField,
  },
  { error: INQUIRY_MESSAGES.nameRequired },
);
export type CreateInquiryInput = z.input<typeof CreateInquiryInput>;
export type CreateInquiryData = z.output<typeof CreateInquiryInput>;

// The quote basket's submission (DESIGN.md §5): the same contact details, then the lines and where
// and when the goods are wanted. The lines say what is asked, so the message is optional here.
const basketInquiryShape = {
  ...inquiryFormShape,
  inquiry: z
    .string({ error: INQUIRY_MESSAGES.inquiryTooLong })
    .trim()
    .max(INQUIRY_TEXT_MAX, INQUIRY_MESSAGES.inquiryTooLong)
    .nullish()
    .transform((value) => value ?? ''),
  deliveryLocation: deliveryLocationField,
  neededBy: neededByField,
};

/** The basket page's form: quantities as typed (text), the rest as the server checks it. */
export const BasketInquiryFormInput = z.object({
  lines: basketLines(BasketFormLineSchema),
  ...basketInquiryShape,
});
export type BasketInquiryFormInput = z.input<typeof BasketInquiryFormInput>;

export const CreateBasketInquiryInput = z.object(
  {
    lines: basketLines(BasketLineSchema),
    ...basketInquiryShape,
    inquiryType: z.literal('pricing', { error: INQUIRY_MESSAGES.inquiryTypeInvalid }).default('pricing'),
    timestamp: timestampField,
  },
  { error: INQUIRY_MESSAGES.nameRequired },
);
export type CreateBasketInquiryInput = z.input<typeof CreateBasketInquiryInput>;
export type CreateBasketInquiryData = z.output<typeof CreateBasketInquiryInput>;

const isBasketBody = (body: unknown) =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && 'lines' in body;

/**
 * POST /api/inquiries: a body with `lines` is a quote basket, any other body the spec's one-product
 * call, checked by its own schema so every one of its messages stays exactly as it was.
 */
export const SubmitInquiryInput = z
  .unknown()
  .transform(
    (
      body,
      ctx,
    ): ({ kind: 'product' } & CreateInquiryData) | ({ kind: 'basket' } & CreateBasketInquiryData) => {
      if (isBasketBody(body)) {
        const result = CreateBasketInquiryInput.safeParse(body);
        if (result.success) return { kind: 'basket', ...result.data };
        for (const issue of result.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
        return z.NEVER;
      }
      const result = CreateInquiryInput.safeParse(body);
      if (result.success) return { kind: 'product', ...result.data };
      for (const issue of result.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
      return z.NEVER;
    },
  );
export type SubmitInquiryInput = CreateInquiryInput | CreateBasketInquiryInput;
export type SubmitInquiryData = z.output<typeof SubmitInquiryInput>;

export const InquiryLineSchema = z.object({
  productId: z.string().nullable(),
  productName: z.string(),
  quantity: z.number().nullable(),
  unit: z.enum(QUANTITY_UNITS).nullable(),
  note: z.string().nullable(),
  // The grade and pack asked for: its id while it is offered, and its name as it was when asked.
  variantId: z.string().nullable(),
  variantLabel: VariantLabelSchema.nullable(),
});
export type InquiryLine = z.infer<typeof InquiryLineSchema>;

/** The inquiry list's product column for a basket: "Sulphuric Acid and 2 more". */
export const linesSummary = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names[0]} and ${names.length - 1} more`;

export const InquirySchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  inquiry: z.string(),
  productId: z.string().nullable(),
  productName: z.string(),
  inquiryType: z.string(),
  timestamp: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  isResolved: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What is asked, product by product; the one-product form makes one line without a quantity. */
  lines: z.array(InquiryLineSchema),
  deliveryLocation: z.string().nullable(),
  neededBy: z.string().nullable(),
  /** The buyer's company, its address and BIN (digits only), when given. */
  company: z.string().nullable(),
  companyAddress: z.string().nullable(),
  bin: z.string().nullable(),
});
export type Inquiry = z.infer<typeof InquirySchema>;

export const CreateInquiryResultSchema = z.object({
  success: z.literal(true),
  data: InquirySchema,
  message: z.string(),
  /**
   * The buyer's private tracking page, answered once, when the inquiry is first stored (only its hash
   * is kept, so a repeat of the same submission cannot answer it again; the e-mail has it).
   */
  trackingUrl: z.string().optional(),
});
export type CreateInquiryResult = z.infer<typeof CreateInquiryResultSchema>;

export const INQUIRY_STATUS_FILTERS = ['all', ...INQUIRY_STATUSES] as const;
export type InquiryStatusFilter = (typeof INQUIRY_STATUS_FILTERS)[number];

export const InquiryListQuery = z.object({
  ...pageQuery(INQUIRIES_PAGE_SIZE),
  status: z.enum(INQUIRY_STATUS_FILTERS, { error: INQUIRY_MESSAGES.statusFilterInvalid }).default('all'),
});

export const InquiryListSchema = z.object({
  inquiries: z.array(InquirySchema),
  pagination: z.object({
    currentPage: z.number(),
    totalPages: z.number(),
    totalInquiries: z.number(),
    hasMore: z.boolean(),
  }),
});
export type InquiryList = z.infer<typeof InquiryListSchema>;

// Any status may be set directly; a status change clears isResolved unless the same request sets it.
export const UpdateInquiryStatusInput = z
  .object(
    {
      status: z.enum(INQUIRY_STATUSES, { error: INQUIRY_MESSAGES.statusInvalid }).optional(),
      isResolved: z.boolean({ error: INQUIRY_MESSAGES.isResolvedInvalid }).optional(),
    },
    { error: INQUIRY_MESSAGES.nothingToUpdate },
  )
  .refine((input) => input.status !== undefined || input.isResolved !== undefined, {
    error: INQUIRY_MESSAGES.nothingToUpdate,
  });
export type UpdateInquiryStatusInput = z.infer<typeof UpdateInquiryStatusInput>;

export const InquiryUpdateResultSchema = z.object({ inquiry: InquirySchema, message: z.string() });
export type InquiryUpdateResult = z.infer<typeof InquiryUpdateResultSchema>;
