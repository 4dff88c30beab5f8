// Sample requests (issue "What a chemical buyer asks before the price", item 5): a buyer asks for a
// sample of a product (of a variant, when the product has them); staff approve, dispatch (courier and
// tracking note), mark delivered or decline (with a reason); the buyer follows it by a private link.
import { z } from 'zod';
import { BASKET_MESSAGES } from './basket-rules';
import { BUYER_CONTACT_MESSAGES, buyerContactShape } from './buyer-contact';
import { PHONE_MAX, PHONE_PATTERN, pageQuery, requiredText } from './common';
import { LOCALES, QUANTITY_UNITS, SAMPLE_REQUEST_STATUSES, type SampleRequestStatus } from './enums';

export const SAMPLE_REQUESTS_PAGE_SIZE = 20;
export const SAMPLE_QUANTITY_MAX = 1_000_000;
export const SAMPLE_USE_MAX = 1000;
export const SAMPLE_ADDRESS_MAX = 500;
export const SAMPLE_NOTE_MAX = 500;

export const SAMPLE_MESSAGES = {
  productRequired: 'Please choose a product',
  productNotFound: 'Product not found',
  quantityRequired: 'Quantity is required',
  quantityInvalid: 'Quantity must be a number greater than 0',
  quantityTooLarge: `Quantity must be at most ${SAMPLE_QUANTITY_MAX.toLocaleString('en-US')}`,
  unitInvalid: `Unit must be one of: ${QUANTITY_UNITS.join(', ')}`,
  useRequired: 'Please tell us what the sample is for',
  useTooLong: `Intended use must be at most ${SAMPLE_USE_MAX} characters`,
  ...BUYER_CONTACT_MESSAGES,
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  addressRequired: 'Delivery address is required',
  addressTooLong: `Delivery address must be at most ${SAMPLE_ADDRESS_MAX} characters`,
  languageInvalid: 'Language must be English or Bengali',
  statusInvalid: `Status must be one of: ${SAMPLE_REQUEST_STATUSES.join(', ')}`,
  courierRequired: 'Courier is required when the sample is dispatched',
  courierTooLong: `Courier must be at most ${SAMPLE_NOTE_MAX} characters`,
  trackingNoteTooLong: `Tracking note must be at most ${SAMPLE_NOTE_MAX} characters`,
  reasonRequired: 'Please give the reason for declining',
  reasonTooLong: `Reason must be at most ${SAMPLE_NOTE_MAX} characters`,
  transitionInvalid: 'The sample request cannot move to that status from its current one',
  notFound: 'Sample request not found',
  trackingNotFound: 'This tracking link is not valid',
  created: 'Thank you. Your sample request has been received; we have e-mailed you a link to follow it.',
  updated: 'Sample request updated',
  // Fallbacks when the server sends no message.
  sendFailed: 'Failed to send the sample request',
  fetchFailed: 'Failed to fetch sample requests',
  updateFailed: 'Failed to update the sample request',
} as const;

/** Where each status may go next; delivered and declined are final. */
export const SAMPLE_TRANSITIONS: Record<SampleRequestStatus, readonly SampleRequestStatus[]> = {
  new: ['approved', 'declined'],
  approved: ['dispatched', 'declined'],
  dispatched: ['delivered'],
  delivered: [],
  declined: [],
};

const optionalNote = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

// Field order is the form's order: the first broken rule is the one reported.
export const sampleRequestShape = {
  quantity: z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? SAMPLE_MESSAGES.quantityRequired
          : SAMPLE_MESSAGES.quantityInvalid,
    })
    .positive(SAMPLE_MESSAGES.quantityInvalid)
    .max(SAMPLE_QUANTITY_MAX, SAMPLE_MESSAGES.quantityTooLarge),
  unit: z.enum(QUANTITY_UNITS, { error: SAMPLE_MESSAGES.unitInvalid }),
  intendedUse: requiredText(SAMPLE_MESSAGES.useRequired, SAMPLE_USE_MAX, SAMPLE_MESSAGES.useTooLong),
  ...buyerContactShape,
  phone: requiredText(SAMPLE_MESSAGES.phoneRequired, PHONE_MAX, SAMPLE_MESSAGES.phoneInvalid).regex(
    PHONE_PATTERN,
    SAMPLE_MESSAGES.phoneInvalid,
  ),
  deliveryAddress: requiredText(
    SAMPLE_MESSAGES.addressRequired,
    SAMPLE_ADDRESS_MAX,
    SAMPLE_MESSAGES.addressTooLong,
  ),
};

/** The form's fields (the product and variant come from the page). */
export const SampleRequestFormInput = z.object(sampleRequestShape);
export type SampleRequestFormInput = z.input<typeof SampleRequestFormInput>;

export const CreateSampleRequestInput = z.object(
  {
    productId: z.uuid({ error: SAMPLE_MESSAGES.productRequired }),
    // The grade and pack the buyer chose; the server keeps its words as they are now.
    variantId: z.uuid({ error: BASKET_MESSAGES.variantInvalid }).nullish(),
    ...sampleRequestShape,
    language: z.enum(LOCALES, { error: SAMPLE_MESSAGES.languageInvalid }).optional(),
  },
  { error: SAMPLE_MESSAGES.productRequired },
);
export type CreateSampleRequestInput = z.input<typeof CreateSampleRequestInput>;
export type CreateSampleRequestData = z.output<typeof CreateSampleRequestInput>;

export const UpdateSampleStatusInput = z
  .object(
    {
      status: z.enum(SAMPLE_REQUEST_STATUSES, { error: SAMPLE_MESSAGES.statusInvalid }),
      courier: optionalNote(SAMPLE_NOTE_MAX, SAMPLE_MESSAGES.courierTooLong),
      trackingNote: optionalNote(SAMPLE_NOTE_MAX, SAMPLE_MESSAGES.trackingNoteTooLong),
      declineReason: optionalNote(SAMPLE_NOTE_MAX, SAMPLE_MESSAGES.reasonTooLong),
    },
    { error: SAMPLE_MESSAGES.statusInvalid },
  )
  .superRefine((value, ctx) => {
    if (value.status === 'dispatched' && !value.courier)
      ctx.addIssue({ code: 'custom', path: ['courier'], message: SAMPLE_MESSAGES.courierRequired });
    if (value.status === 'declined' && !value.declineReason)
      ctx.addIssue({ code: 'custom', path: ['declineReason'], message: SAMPLE_MESSAGES.reasonRequired });
  });
export type UpdateSampleStatusInput = z.input<typeof UpdateSampleStatusInput>;

/** What the buyer sees of their request (tracking page, My inquiries). */
export const TrackedSampleSchema = z.object({
  _id: z.string(),
  productId: z.string().nullable(),
  productName: z.string(),
  variantLabel: z.string().nullable(),
  quantity: z.number(),
  unit: z.enum(QUANTITY_UNITS),
  intendedUse: z.string(),
  company: z.string(),
  deliveryAddress: z.string(),
  status: z.enum(SAMPLE_REQUEST_STATUSES),
  courier: z.string().nullable(),
  trackingNote: z.string().nullable(),
  declineReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TrackedSample = z.infer<typeof TrackedSampleSchema>;

/** The same with the buyer's contact details, for staff. */
export const SampleRequestSchema = TrackedSampleSchema.extend({
  variantId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  language: z.enum(LOCALES),
});
export type SampleRequest = z.infer<typeof SampleRequestSchema>;

export const CreateSampleResultSchema = z.object({
  sample: TrackedSampleSchema,
  /** The private tracking page's token: shown once, never stored. */
  trackingToken: z.string(),
  message: z.string(),
});
export type CreateSampleResult = z.infer<typeof CreateSampleResultSchema>;

export const SampleUpdateResultSchema = z.object({ sample: SampleRequestSchema, message: z.string() });

export const SAMPLE_STATUS_FILTERS = ['all', ...SAMPLE_REQUEST_STATUSES] as const;
export const SampleListQuery = z.object({
  ...pageQuery(SAMPLE_REQUESTS_PAGE_SIZE),
  status: z.enum(SAMPLE_STATUS_FILTERS, { error: SAMPLE_MESSAGES.statusInvalid }).default('all'),
});
export type SampleListQuery = z.input<typeof SampleListQuery>;

const pagination = z.object({
  currentPage: z.number(),
  totalPages: z.number(),
  total: z.number(),
  hasMore: z.boolean(),
});

export const SampleListSchema = z.object({ samples: z.array(SampleRequestSchema), pagination });
export type SampleList = z.infer<typeof SampleListSchema>;

export const MySampleListSchema = z.object({ samples: z.array(TrackedSampleSchema), pagination });
export type MySampleList = z.infer<typeof MySampleListSchema>;
