// Submitting an inquiry, in the route's transaction: the inquiry with its lines, its first history
// entry and its mails (the staff alert, the buyer's acknowledgement), so the mails exist exactly
// when the inquiry does. Idempotent for a short window: the same submission again (a double click,
// a retried request) finds the one stored, as long as staff have not started on it; once they have,
// asking again is a new lead.
import { INQUIRY_DEDUPE_WINDOW_MS } from '@/contract/inquiries';
import type { Database } from '@/server/db/client';
import { type InquiryMailContext, queueInquiryMails } from './inquiry-mails';
import {
  addInquiryEvents,
  findLines,
  findUntouchedDuplicate,
  insertInquiry,
  lockDedupeKey,
  type NewInquiry,
} from './inquiry-repository';
import type { InquiryLineRow, InquiryRow } from './inquiry-view';

export async function submitInquiry(
  tx: Database,
  input: NewInquiry,
  userId: string | null,
  mails: InquiryMailContext,
): Promise<{ row: InquiryRow; lines: InquiryLineRow[]; created: boolean }> {
  await lockDedupeKey(tx, input.dedupeKey);
  const existing = await findUntouchedDuplicate(
    tx,
    input.dedupeKey,
    new Date(Date.now() - INQUIRY_DEDUPE_WINDOW_MS),
  );
  if (existing) {
    const lines = (await findLines(tx, [existing.id])).get(existing.id) ?? [];
    return { row: existing, lines, created: false };
  }
  const { row, lines } = await insertInquiry(tx, input, userId);
  await addInquiryEvents(tx, [
    {
      inquiryId: row.id,
      kind: 'submitted',
      status: 'new',
      actorUserId: userId,
      actorName: input.name,
      createdAt: row.createdAt,
    },
  ]);
  await queueInquiryMails(tx, { ...mails, row, lines });
  return { row, lines, created: true };
}
