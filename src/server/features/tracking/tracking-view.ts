// An inquiry as its buyer sees it: their request, its history in their words and every quotation.
// Nothing staff-only leaves here: no staff names or addresses in the history, no internal notes,
// owner changes or mail records. (A
// quotation names its preparer with their e-mail, as a supplier's quotation does.)

import { INQUIRY_EVENT_KINDS } from '@/contract/enums';
import type { Quotation } from '@/contract/quotations';
import { inquiryReference, type TrackedInquiry, type TrackingEvent } from '@/contract/tracking';
import type { VariantLabel } from '@/contract/variant-rules';
import type { inquiryLines, leadEvents } from '@/server/db/schema';
import type { InquiryRow } from '@/server/features/inquiries';

export type InquiryLineRow = typeof inquiryLines.$inferSelect;
export type InquiryEventRow = typeof leadEvents.$inferSelect;

/** A variant's label worded in the reader's language (src/i18n/units.ts variantLabelText). */
export type VariantText = (label: VariantLabel) => string;

/** "rahim@example.com" → "r•••@example.com": enough to recognise one's own, not to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

// The words the buyer sees in full: their own, and the sales desk's messages to them.
const SHOWN_WORDS: TrackingEvent['kind'][] = ['buyerQuestion', 'freshQuoteRequested', 'staffMessage'];

/** The lead's timeline also holds what only staff see (notes, owner changes, mails): never passed on. */
const isBuyerVisible = (event: InquiryEventRow): event is InquiryEventRow & { kind: TrackingEvent['kind'] } =>
  (INQUIRY_EVENT_KINDS as readonly string[]).includes(event.kind);

export function toTrackingEvents(
  row: InquiryRow,
  events: InquiryEventRow[],
  versions: Map<string, number>,
): TrackingEvent[] {
  const history: TrackingEvent[] = events.filter(isBuyerVisible).map((event) => ({
    kind: event.kind,
    at: event.createdAt.toISOString(),
    status: event.kind === 'status' ? event.status : null,
    quotationVersion: event.quotationId ? (versions.get(event.quotationId) ?? null) : null,
    message: SHOWN_WORDS.includes(event.kind) ? event.message : null,
  }));
  // Inquiries from before the history was kept have no "submitted" event: the inquiry itself says when,
  // and it came first. The rest stay in the order they were written (their sequence), which their
  // times need not follow.
  if (!events.some((event) => event.kind === 'submitted')) {
    history.unshift({
      kind: 'submitted',
      at: row.createdAt.toISOString(),
      status: null,
      quotationVersion: null,
      message: null,
    });
  }
  return history;
}

export function toTrackedInquiry(
  row: InquiryRow,
  lines: InquiryLineRow[],
  events: InquiryEventRow[],
  quotations: Quotation[],
  variantText: VariantText,
): TrackedInquiry {
  const versions = new Map(quotations.map((quotation) => [quotation._id, quotation.version]));
  const ordered = [...lines].sort((a, b) => a.position - b.position);
  return {
    _id: row.id,
    reference: inquiryReference(row.id),
    submittedAt: (row.clientTimestamp ?? row.createdAt).toISOString(),
    name: row.name,
    email: maskEmail(row.email),
    message: row.inquiry,
    // An inquiry stored before lines existed is its one product.
    lines:
      ordered.length > 0
        ? ordered.map((line) => ({
            productId: line.productId,
            productName: line.productName,
            quantity: line.quantity,
            unit: line.unit,
            variant: line.variantLabel ? variantText(line.variantLabel) : null,
            note: line.note,
          }))
        : [
            {
              productId: row.productId,
              productName: row.productName,
              quantity: null,
              unit: null,
              variant: null,
              note: null,
            },
          ],
    deliveryLocation: row.deliveryLocation,
    neededBy: row.neededBy,
    status: row.status,
    history: toTrackingEvents(row, events, versions),
    quotations,
  };
}
