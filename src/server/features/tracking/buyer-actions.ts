// What a buyer can do from their inquiry's page: accept a quotation, or write to the sales desk (a
// question, or a fresh quote for an expired one). Each is recorded in the inquiry's history and the
// staff mail is queued in the same transaction, so staff hear of it exactly when it happened.
import { eq } from 'drizzle-orm';
import { QUOTATION_MESSAGES } from '@/contract/quotations';
import { type BuyerMessageKind, inquiryReference } from '@/contract/tracking';
import type { Database } from '@/server/db/client';
import { inquiries, inquiryEvents, quotations } from '@/server/db/schema';
import { composeMail } from '@/server/features/mail/compose-mail';
import { queueMail, staffRecipients } from '@/server/features/mail/outbox';
import { quotationState } from '@/server/features/quotations/quotation-view';

type InquiryRow = typeof inquiries.$inferSelect;

export type AcceptOutcome =
  | { ok: true; inquiry: InquiryRow; version: number }
  | { ok: false; status: 404 | 409; message: string };

const adminLink = (publicUrl: string, inquiryId: string) => `${publicUrl}/admin/inquiries?id=${inquiryId}`;

/**
 * Accepts one version. The inquiry row is locked first, so two clicks (or two tabs) take turns and
 * the second finds the quotation already accepted.
 */
export async function acceptQuotation(
  db: Database,
  publicUrl: string,
  inquiryId: string,
  quotationId: string,
): Promise<AcceptOutcome> {
  return db.transaction(async (tx) => {
    const [inquiry] = await tx.select().from(inquiries).where(eq(inquiries.id, inquiryId)).for('update');
    const versions = await tx.select().from(quotations).where(eq(quotations.inquiryId, inquiryId));
    const quotation = versions.find((version) => version.id === quotationId);
    if (!inquiry || !quotation) return { ok: false, status: 404, message: QUOTATION_MESSAGES.notFound };
    if (versions.some((version) => version.acceptedAt)) {
      return { ok: false, status: 409, message: QUOTATION_MESSAGES.alreadyAccepted };
    }
    const state = quotationState(quotation);
    if (state === 'superseded') return { ok: false, status: 409, message: QUOTATION_MESSAGES.superseded };
    if (state === 'expired') return { ok: false, status: 409, message: QUOTATION_MESSAGES.expired };

    await tx.update(quotations).set({ acceptedAt: new Date() }).where(eq(quotations.id, quotationId));
    await tx
      .insert(inquiryEvents)
      .values({ inquiryId, kind: 'quotationAccepted', quotationId, actorName: inquiry.name });
    const reference = inquiryReference(inquiryId);
    await queueMail(tx, await staffRecipients(tx), {
      kind: 'quotationAccepted',
      subject: `Quotation accepted: ${reference} (version ${quotation.version})`,
      ...composeMail({
        heading: 'A buyer accepted a quotation',
        paragraphs: [
          `${inquiry.name} accepted version ${quotation.version} of the quotation for inquiry ${reference}. Please contact them to arrange delivery and payment.`,
        ],
        details: [
          ['Buyer', inquiry.name],
          ['E-mail', inquiry.email],
          ['Phone', inquiry.phone],
          ['Delivery place', quotation.deliveryPlace],
          ['Valid until', quotation.validUntil],
        ],
        action: { label: 'Open the inquiry', url: adminLink(publicUrl, inquiryId) },
      }),
    });
    return { ok: true, inquiry, version: quotation.version };
  });
}

const MESSAGE_EVENTS = { question: 'buyerQuestion', freshQuote: 'freshQuoteRequested' } as const;

export async function recordBuyerMessage(
  db: Database,
  publicUrl: string,
  inquiryId: string,
  input: { kind: BuyerMessageKind; message: string },
): Promise<InquiryRow | null> {
  return db.transaction(async (tx) => {
    const [inquiry] = await tx.select().from(inquiries).where(eq(inquiries.id, inquiryId));
    if (!inquiry) return null;
    await tx.insert(inquiryEvents).values({
      inquiryId,
      kind: MESSAGE_EVENTS[input.kind],
      message: input.message,
      actorName: inquiry.name,
    });
    const reference = inquiryReference(inquiryId);
    const fresh = input.kind === 'freshQuote';
    await queueMail(tx, await staffRecipients(tx), {
      kind: fresh ? 'freshQuoteRequested' : 'buyerQuestion',
      subject: fresh ? `Fresh quotation requested: ${reference}` : `Question from a buyer: ${reference}`,
      ...composeMail({
        heading: fresh ? 'A buyer asks for a fresh quotation' : 'A buyer asked a question',
        paragraphs: [input.message],
        details: [
          ['Inquiry', reference],
          ['Buyer', inquiry.name],
          ['E-mail', inquiry.email],
          ['Phone', inquiry.phone],
        ],
        action: { label: 'Open the inquiry', url: adminLink(publicUrl, inquiryId) },
      }),
    });
    return inquiry;
  });
}
