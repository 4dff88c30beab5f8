// Submitting an inquiry: the inquiry with its lines, its first history entry, its mails (the staff
// alert, the buyer's acknowledgement) and the admins' notification in one statement, so they exist
// exactly when the inquiry does and the write is one round trip on the embedded database's one
// session. Idempotent for a
// short window: the same submission again (a double click, a retried request) finds the one stored,
// as long as staff have not started on it; once they have, asking again is a new lead.
import { INQUIRY_DEDUPE_WINDOW_MS } from '@/contract/inquiries';
import type { Database } from '@/server/db/client';
import { adminNotificationAlong } from '@/server/features/notifications';
import { type InquiryMailContext, inquiryMailsAlong } from './inquiry-mails';
import { findInquiry, insertInquiryUnlessRepeated, type NewInquiry } from './inquiry-repository';
import { storedInquiry } from './inquiry-submission';
import type { InquiryLineRow, InquiryRow } from './inquiry-view';

export async function submitInquiry(
  db: Database,
  input: NewInquiry,
  /** formStamp: the form's, which the inquiry spends (a repeat spends none). */
  sender: { userId: string | null; formStamp: string | null },
  mails: InquiryMailContext,
): Promise<{ row: InquiryRow; lines: InquiryLineRow[]; created: boolean }> {
  const inquiry = storedInquiry(input, sender.userId);
  const repeat = await insertInquiryUnlessRepeated(
    db,
    inquiry,
    new Date(Date.now() - INQUIRY_DEDUPE_WINDOW_MS),
    [
      ...inquiryMailsAlong(db, { ...mails, ...inquiry }),
      adminNotificationAlong({
        kind: 'newInquiry',
        params: { name: inquiry.row.name, product: inquiry.row.productName },
        inquiryId: inquiry.row.id,
        productId: inquiry.row.productId ?? undefined,
      }),
    ],
    sender.formStamp,
  );
  if (!repeat) return { ...inquiry, created: true };
  const existing = await findInquiry(db, repeat.repeatOf);
  // Deleted by staff since: the submission is no longer a repeat.
  if (!existing) return submitInquiry(db, input, sender, mails);
  return { ...existing, created: false };
}
