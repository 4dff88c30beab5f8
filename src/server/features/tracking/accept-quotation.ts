// A buyer accepting one version of their quotation, in the route's transaction: the acceptance, its
// history entry and the staff alert, so staff hear of it exactly when it happened. The inquiry row
// is locked first, so two clicks (or two tabs) take turns and the second finds it already accepted.
import { QUOTATION_MESSAGES } from '@/contract/quotations';
import type { Database } from '@/server/db/client';
import { addInquiryEvents, type InquiryRow, lockInquiry } from '@/server/features/inquiries';
import { queueStaffMail, type StaffRecipients } from '@/server/features/mail';
import {
  findQuotationLines,
  listQuotationRows,
  markQuotationAccepted,
  quotationState,
  toQuotation,
} from '@/server/features/quotations';
import { conflict, notFound } from '@/server/lib/http-error';
import { acceptedAlertMail } from './buyer-mails';

const REFUSED_STATES = {
  superseded: QUOTATION_MESSAGES.superseded,
  expired: QUOTATION_MESSAGES.expired,
} as const;

export async function acceptQuotation(
  tx: Database,
  { inquiryId, quotationId }: { inquiryId: string; quotationId: string },
  /** staff: app.mail.addressing(), read before the transaction. */
  { publicUrl, staff }: { publicUrl: string; staff: StaffRecipients },
): Promise<{ inquiry: InquiryRow; version: number }> {
  const inquiry = await lockInquiry(tx, inquiryId);
  const versions = await listQuotationRows(tx, inquiryId);
  const chosen = versions.find((version) => version.id === quotationId);
  if (!inquiry || !chosen) throw notFound(QUOTATION_MESSAGES.notFound);
  if (versions.some((version) => version.acceptedAt)) throw conflict(QUOTATION_MESSAGES.alreadyAccepted);
  const state = quotationState(chosen);
  if (state === 'superseded' || state === 'expired') throw conflict(REFUSED_STATES[state]);

  const accepted = (await markQuotationAccepted(tx, quotationId, new Date())) ?? chosen;
  await addInquiryEvents(tx, [
    { inquiryId, kind: 'quotationAccepted', quotationId, actorName: inquiry.name },
  ]);
  const quotation = toQuotation(accepted, await findQuotationLines(tx, quotationId));
  await queueStaffMail(tx, staff, (locale) => acceptedAlertMail(locale, { inquiry, quotation, publicUrl }));
  return { inquiry, version: chosen.version };
}
