// A new lead the round robin gave an owner (the leads_auto_owner trigger, migration 0026) tells that
// owner as a manual assignment does: a mail in their language, queued here right after the public
// write that created the lead (that write is one statement, its own transaction: a repeated inquiry
// is found by the statement failing, which would end any transaction around it), and a bell rung
// after it (desk-service.ts).
//
// Why read back rather than have the trigger write the mail: a mail's subject and bodies are
// composed here, in the owner's language, by the one translation layer and mail layout; a trigger
// would need a second copy of those texts in SQL. The read is one indexed statement; a crash between
// the write and it loses the owner's mail and bell, not the lead.
import type { Database } from '@/server/db/client';
import { queueMail } from '@/server/features/mail';
import { leadAssignedMail } from './lead-thread-mails';
import { findLeadOwnedBy, type LeadRow, type LeadSource } from './lead-thread-repository';

/** The lead and the owner the round robin gave it: what its bell names after the commit. */
export type AutoOwned = { lead: LeadRow; ownerId: string };

/**
 * Right after the statement that created the lead from `source`: queues the mail to its owner, if it
 * got one. A lead that has an owner this early got it from the round robin.
 */
export async function mailAutoOwner(
  tx: Database,
  source: LeadSource,
  { publicUrl }: { publicUrl: string },
): Promise<AutoOwned | null> {
  const found = await findLeadOwnedBy(tx, source);
  if (!found) return null;
  const { lead, owner } = found;
  await queueMail(tx, owner.email, leadAssignedMail(lead, { language: owner.language, by: null, publicUrl }));
  return { lead, ownerId: owner.id };
}
