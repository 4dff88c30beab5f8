// The buyer's view of an inquiry (DESIGN.md §5): the private tracking page /quotes/{token} and, for a
// signed-in buyer, "My inquiries". Both show the same thing and allow the same two actions.
import { z } from 'zod';
import { pageQuery, requiredText } from './common';
import { INQUIRY_EVENT_KINDS, INQUIRY_STATUSES, type InquiryEventKind } from './enums';
import { INQUIRY_STATUS_LABELS } from './inquiries';
import { lineProductFields, QUOTATION_STATES, QuotationSchema } from './quotations';

export const BUYER_MESSAGE_MAX = 2000;
export const MY_INQUIRIES_PAGE_SIZE = 10;

export const TRACKING_MESSAGES = {
  // One answer for a token that does not exist, is malformed or was altered: it reveals nothing.
  notFound: 'This link is not valid. Please use the link in your e-mail, or contact us.',
  inquiryNotFound: 'Inquiry not found',
  messageRequired: 'Please write your message',
  messageTooLong: `Your message must be at most ${BUYER_MESSAGE_MAX} characters`,
  kindInvalid: 'Kind must be "question" or "freshQuote"',
  questionSent: 'Thank you. Your question has been sent to our sales team.',
  freshQuoteSent: 'Thank you. We will prepare a fresh quotation for you.',
  loadFailed: 'Failed to load your inquiry',
  loadListFailed: 'Failed to load your inquiries',
  acceptFailed: 'Failed to accept quotation',
  sendFailed: 'Failed to send your message',
  acceptConfirm:
    'Accept this quotation? We will reserve the goods and contact you to arrange delivery and payment.',
} as const;

export const BUYER_MESSAGE_KINDS = ['question', 'freshQuote'] as const;
export type BuyerMessageKind = (typeof BUYER_MESSAGE_KINDS)[number];

/** What the buyer sends from the page: a question, or (from an expired quotation) a fresh-quote request. */
export const BuyerMessageInput = z.object(
  {
    message: requiredText(
      TRACKING_MESSAGES.messageRequired,
      BUYER_MESSAGE_MAX,
      TRACKING_MESSAGES.messageTooLong,
    ),
    kind: z.enum(BUYER_MESSAGE_KINDS, { error: TRACKING_MESSAGES.kindInvalid }).default('question'),
  },
  { error: TRACKING_MESSAGES.messageRequired },
);
export type BuyerMessageInput = z.input<typeof BuyerMessageInput>;

export const TrackingEventSchema = z.object({
  kind: z.enum(INQUIRY_EVENT_KINDS),
  at: z.string(),
  /** The status set, for a status change. */
  status: z.enum(INQUIRY_STATUSES).nullable(),
  /** The quotation's version, for quotation events. */
  quotationVersion: z.number().nullable(),
  /** The buyer's own words, for their questions, and the sales desk's messages to them; staff notes never reach the buyer. */
  message: z.string().nullable(),
});
export type TrackingEvent = z.infer<typeof TrackingEventSchema>;

export const TrackedInquirySchema = z.object({
  _id: z.string(),
  /** The short reference quoted in mails and on the phone: the id's first eight characters. */
  reference: z.string(),
  submittedAt: z.string(),
  name: z.string(),
  /** The buyer's address, masked (r•••@example.com): a forwarded link shows whose it is, not the address. */
  email: z.string(),
  message: z.string(),
  lines: z.array(
    z.object({
      ...lineProductFields,
      /** The grade and pack asked for, worded in the request's language ("AR 99.9% · 2.5 litre bottle"). */
      variant: z.string().nullable(),
      note: z.string().nullable(),
    }),
  ),
  deliveryLocation: z.string().nullable(),
  neededBy: z.string().nullable(),
  status: z.enum(INQUIRY_STATUSES),
  history: z.array(TrackingEventSchema),
  /** Every version, newest first. */
  quotations: z.array(QuotationSchema),
});
export type TrackedInquiry = z.infer<typeof TrackedInquirySchema>;

export const TrackingActionResultSchema = z.object({ message: z.string(), inquiry: TrackedInquirySchema });
export type TrackingActionResult = z.infer<typeof TrackingActionResultSchema>;

export const MyInquiriesQuery = z.object(pageQuery(MY_INQUIRIES_PAGE_SIZE));

export const MyInquirySummarySchema = z.object({
  _id: z.string(),
  reference: z.string(),
  submittedAt: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  /** The first line's product and how many lines there are: "Caustic Soda and 2 more". */
  productNames: z.array(z.string()),
  /** The first line's grade and pack, worded in the request's language; null when it names none. */
  firstVariant: z.string().nullable(),
  latestQuotation: z
    .object({ _id: z.string(), version: z.number(), state: z.enum(QUOTATION_STATES), validUntil: z.string() })
    .nullable(),
});
export type MyInquirySummary = z.infer<typeof MyInquirySummarySchema>;

export const MyInquiryListSchema = z.object({
  inquiries: z.array(MyInquirySummarySchema),
  pagination: z.object({
    currentPage: z.number(),
    totalPages: z.number(),
    totalInquiries: z.number(),
    hasMore: z.boolean(),
  }),
});
export type MyInquiryList = z.infer<typeof MyInquiryListSchema>;

export const inquiryReference = (id: string) => id.slice(0, 8).toUpperCase();
/** Whether a text could be a reference or a part of one, as typed: up to eight hexadecimal digits. */
export const couldBeReference = (text: string) => /^[0-9a-f]{1,8}$/i.test(text);

export const QUOTATION_STATE_LABELS = {
  open: 'Open',
  accepted: 'Accepted',
  superseded: 'Superseded',
  expired: 'Expired',
} as const;

/** One line of the buyer's timeline, in their words. */
export function trackingEventLabel(
  event: Pick<TrackingEvent, 'kind' | 'status' | 'quotationVersion'>,
): string {
  const version = event.quotationVersion ? ` (version ${event.quotationVersion})` : '';
  const labels: Record<InquiryEventKind, string> = {
    submitted: 'Request received',
    status: `Status: ${event.status ? INQUIRY_STATUS_LABELS[event.status] : 'updated'}`,
    quotationSent: `Quotation sent${version}`,
    quotationAccepted: `You accepted the quotation${version}`,
    buyerQuestion: 'You asked a question',
    freshQuoteRequested: 'You asked for a fresh quotation',
    staffMessage: 'Message from our sales team',
  };
  return labels[event.kind];
}

/** The number printed on a quotation and its PDF: the inquiry's reference and the version. */
export const quotationNumber = (inquiryId: string, version: number) =>
  `Q-${inquiryReference(inquiryId)}-${version}`;
