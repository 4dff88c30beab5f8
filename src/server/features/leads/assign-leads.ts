// Giving leads to an admin (or taking them back), one or many at once, in the route's transaction: the
// owner, an owner change in each lead's timeline, and a mail to the new owner when someone else gave
// them the leads. Their bell is rung after the commit by the route.
import { LEAD_THREAD_MESSAGES } from '@/contract/lead-thread';
import type { Database } from '@/server/db/client';
import { queueMail } from '@/server/features/mail';
import { badRequest, notFound } from '@/server/lib/http-error';
import { leadAssignedMail } from './lead-thread-mails';
import { addLeadEvents, findAdmin, type LeadRow, lockLeads, setLeadOwner } from './lead-thread-repository';

export type Actor = { id: string; name: string };

export async function assignLeads(
  tx: Database,
  { ids, ownerId }: { ids: string[]; ownerId: string | null },
  actor: Actor,
  { publicUrl }: { publicUrl: string },
): Promise<{ changed: LeadRow[] }> {
  const owner = ownerId ? await findAdmin(tx, ownerId) : null;
  if (ownerId && !owner) throw badRequest(LEAD_THREAD_MESSAGES.ownerInvalid);
  const found = await lockLeads(tx, [...new Set(ids)]);
  if (found.length !== new Set(ids).size) throw notFound(LEAD_THREAD_MESSAGES.someNotFound);
  // Giving a lead to its owner again changes nothing and tells no one.
  const changed = found.filter((lead) => lead.ownerId !== ownerId);
  if (changed.length === 0) return { changed };
  await setLeadOwner(
    tx,
    changed.map((lead) => lead.id),
    ownerId,
  );
  await addLeadEvents(
    tx,
    changed.map((lead) => ({
      leadId: lead.id,
      inquiryId: lead.inquiryId,
      kind: 'ownerChanged' as const,
      ownerId,
      ownerName: owner?.fullName ?? null,
      actorUserId: actor.id,
      actorName: actor.name,
    })),
  );
  if (owner && owner.id !== actor.id) {
    for (const lead of changed) {
      await queueMail(
        tx,
        owner.email,
        leadAssignedMail(lead, { language: owner.language, by: actor.name, publicUrl }),
      );
    }
  }
  return { changed };
}
