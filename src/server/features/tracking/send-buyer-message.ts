// A buyer writing to the sales desk from their inquiry's page (a question, or a fresh quote for an
// expired one), in the route's transaction: the history entry and the staff alert together.
import type { BuyerMessageKind } from '@/contract/tracking';
import type { Database } from '@/server/db/client';
import { addInquiryEvents, findInquiry, type InquiryRow } from '@/server/features/inquiries';
import { queueStaffMail, type StaffRecipients } from '@/server/features/mail';
import { notFound } from '@/server/lib/http-error';
import { buyerMessageMail } from './buyer-mails';

const MESSAGE_EVENTS = { question: 'buyerQuestion', freshQuote: 'freshQuoteRequested' } as const;

export async function sendBuyerMessage(
  tx: Database,
  inquiryId: string,
  { kind, message }: { kind: BuyerMessageKind; message: string },
  /** staff: app.mail.addressing(), read before the transaction; notFoundMessage: the caller's words. */
  {
    publicUrl,
    staff,
    notFoundMessage,
  }: { publicUrl: string; staff: StaffRecipients; notFoundMessage: string },
): Promise<InquiryRow> {
  const found = await findInquiry(tx, inquiryId);
  if (!found) throw notFound(notFoundMessage);
  const inquiry = found.row;
  await addInquiryEvents(tx, [{ inquiryId, kind: MESSAGE_EVENTS[kind], message, actorName: inquiry.name }]);
  await queueStaffMail(tx, staff, (locale) =>
    buyerMessageMail(locale, { inquiry, kind, message, publicUrl }),
  );
  return inquiry;
}
