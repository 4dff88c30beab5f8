// Setting the status of one lead or many, in the route's transaction. An inquiry's status is the
// inquiry's own: it changes through the inquiries feature, which writes its history (the lead's
// timeline, shown on the buyer's tracking page) and the lead follows by trigger. Every other kind's
// status is the desk's, written here with its timeline entry.

import type { LeadStatus } from '@/contract/enums';
import { LEAD_THREAD_MESSAGES } from '@/contract/lead-thread';
import type { Database } from '@/server/db/client';
import { updateInquiryStatus } from '@/server/features/inquiries';
import { notFound } from '@/server/lib/http-error';
import type { Actor } from './assign-leads';
import { addLeadEvents, lockLeads, setLeadStatus } from './lead-thread-repository';

export async function changeLeadStatus(
  tx: Database,
  { ids, status }: { ids: string[]; status: LeadStatus },
  actor: Actor,
): Promise<{ updated: number }> {
  const found = await lockLeads(tx, [...new Set(ids)]);
  if (found.length !== new Set(ids).size) throw notFound(LEAD_THREAD_MESSAGES.someNotFound);
  const changed = found.filter((lead) => lead.status !== status);
  for (const lead of changed) {
    if (lead.inquiryId) await updateInquiryStatus(tx, lead.inquiryId, { status }, actor);
  }
  const ownStatus = changed.filter((lead) => !lead.inquiryId);
  if (ownStatus.length > 0) {
    await setLeadStatus(
      tx,
      ownStatus.map((lead) => lead.id),
      status,
    );
    await addLeadEvents(
      tx,
      ownStatus.map((lead) => ({
        leadId: lead.id,
        kind: 'status' as const,
        status,
        actorUserId: actor.id,
        actorName: actor.name,
      })),
    );
  }
  return { updated: changed.length };
}
