// An internal note on a lead: in its timeline for staff, never shown to the buyer nor mailed.
import { LEAD_THREAD_MESSAGES } from '@/contract/lead-thread';
import type { Database } from '@/server/db/client';
import { notFound } from '@/server/lib/http-error';
import type { Actor } from './assign-leads';
import { addLeadEvents, findLead } from './lead-thread-repository';

export async function addLeadNote(tx: Database, leadId: string, { body }: { body: string }, actor: Actor) {
  const lead = await findLead(tx, leadId);
  if (!lead) throw notFound(LEAD_THREAD_MESSAGES.notFound);
  await addLeadEvents(tx, [
    {
      leadId,
      inquiryId: lead.inquiryId,
      kind: 'note',
      message: body,
      actorUserId: actor.id,
      actorName: actor.name,
    },
  ]);
}
