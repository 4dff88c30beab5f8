// What a buyer can do from their inquiry's page: accept a quotation, or write to the sales desk (a
// question, or a fresh quote for an expired one). Each is recorded in the inquiry's history and the
// staff mail is queued in the same transaction, so staff hear of it exactly when it happened. A
// clerk replying to such a mail writes to the buyer.
import { eq } from 'drizzle-orm';
import { QUOTATION_MESSAGES } from '@/contract/quotations';
import { type BuyerMessageKind, inquiryReference, quotationNumber } from '@/contract/tracking';
import type { Database } from '@/server/db/client';
import { inquiries, inquiryEvents, quotationLines, quotations } from '@/server/db/schema';
import { composeMail } from '@/server/features/mail/compose-mail';
import { queueStaffMail, staffRecipientsByLanguage } from '@/server/features/mail/mail-language';
import { quotationLinesTable, quotationTotalDetails } from '@/server/features/quotations/quotation-mail';
import { quotationState, toQuotation } from '@/server/features/quotations/quotation-view';
import { translator } from '@/server/i18n/translator';

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
  const staff = await staffRecipientsByLanguage(db);
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

    const [accepted] = await tx
      .update(quotations)
      .set({ acceptedAt: new Date() })
      .where(eq(quotations.id, quotationId))
      .returning();
    await tx
      .insert(inquiryEvents)
      .values({ inquiryId, kind: 'quotationAccepted', quotationId, actorName: inquiry.name });
    const lines = await tx.select().from(quotationLines).where(eq(quotationLines.quotationId, quotationId));
    // What was accepted, priced as the buyer saw it.
    const view = toQuotation(accepted, lines);
    const reference = inquiryReference(inquiryId);
    const number = quotationNumber(inquiryId, quotation.version);
    // Each staff member reads it in their account's language.
    await queueStaffMail(tx, staff, (locale) => {
      const tr = translator(locale);
      const { t } = tr;
      const version = tr.number(quotation.version);
      return {
        kind: 'quotationAccepted',
        subject: t('mail.acceptedAlert.subject', { reference, version }),
        replyTo: [inquiry.email],
        ...composeMail(
          {
            heading: t('mail.acceptedAlert.heading'),
            paragraphs: [t('mail.acceptedAlert.intro', { name: inquiry.name, version, reference })],
            details: [
              [t('mail.label.quotationNumber'), number],
              [t('mail.label.buyer'), inquiry.name],
              [t('mail.label.eMail'), inquiry.email],
              [t('mail.label.phone'), inquiry.phone],
              ...quotationTotalDetails(tr, view),
              [t('mail.label.delivery'), `${quotation.incoterm} ${quotation.deliveryPlace}`],
              [t('mail.label.paymentTerms'), quotation.paymentTerms],
              [t('mail.label.validUntil'), tr.date(quotation.validUntil)],
            ],
            table: quotationLinesTable(tr, view),
            action: { label: t('mail.inquiryAlert.action'), url: adminLink(publicUrl, inquiryId) },
          },
          locale,
        ),
      };
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
  const staff = await staffRecipientsByLanguage(db);
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
    await queueStaffMail(tx, staff, (locale) => {
      const { t } = translator(locale);
      return {
        kind: fresh ? 'freshQuoteRequested' : 'buyerQuestion',
        subject: t(fresh ? 'mail.buyerAlert.freshSubject' : 'mail.buyerAlert.questionSubject', { reference }),
        replyTo: [inquiry.email],
        ...composeMail(
          {
            heading: t(fresh ? 'mail.buyerAlert.freshHeading' : 'mail.buyerAlert.questionHeading'),
            paragraphs: [input.message],
            details: [
              [t('mail.label.inquiry'), reference],
              [t('mail.label.buyer'), inquiry.name],
              [t('mail.label.eMail'), inquiry.email],
              [t('mail.label.phone'), inquiry.phone],
            ],
            action: { label: t('mail.inquiryAlert.action'), url: adminLink(publicUrl, inquiryId) },
          },
          locale,
        ),
      };
    });
    return inquiry;
  });
}
