// An admin setting an inquiry's status, in the route's transaction. Any status may be set directly;
// a status change clears isResolved unless this request sets it. Sending the status the inquiry
// already has is not a change and leaves the flag alone. A change of status is written to the
// inquiry's history, with who made it.
import { INQUIRY_MESSAGES, type UpdateInquiryStatusInput } from '@/contract/inquiries';
import type { Database } from '@/server/db/client';
import { notFound } from '@/server/lib/http-error';
import { addInquiryEvents, type InquiryChanges, lockInquiry, updateInquiry } from './inquiry-repository';
import type { InquiryRow } from './inquiry-view';

export async function updateInquiryStatus(
  tx: Database,
  id: string,
  { status, isResolved }: UpdateInquiryStatusInput,
  actor: { id: string; name: string },
): Promise<InquiryRow> {
  const before = await lockInquiry(tx, id);
  if (!before) throw notFound(INQUIRY_MESSAGES.notFound);
  const changes: InquiryChanges = { updatedAt: new Date() };
  if (status !== undefined) {
    changes.status = status;
    changes.isResolved = isResolved ?? (before.status === status ? undefined : false);
  } else if (isResolved !== undefined) {
    changes.isResolved = isResolved;
  }
  const row = (await updateInquiry(tx, id, changes)) ?? before;
  if (status !== undefined && status !== before.status) {
    await addInquiryEvents(tx, [
      { inquiryId: id, kind: 'status', status, actorUserId: actor.id, actorName: actor.name },
    ]);
  }
  return row;
}
