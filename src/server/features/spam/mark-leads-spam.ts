// "Mark as spam" on the desk: the leads leave the queue and their buyers' addresses are blocked, so
// what they send next is dropped. Unmarking brings the leads back but unblocks nobody: an address is
// unblocked on the blocked list, on purpose.
import { SPAM_MESSAGES } from '@/contract/spam-schemas';
import type { Database } from '@/server/db/client';
import { badRequest } from '@/server/lib/http-error';
import { blockEmails, setLeadsSpam } from './blocked-emails-repository';

export async function markLeadsSpam(
  tx: Database,
  { ids, spam }: { ids: string[]; spam: boolean },
  byUserId: string,
): Promise<{ updated: number; blocked: string[] }> {
  const unique = [...new Set(ids)];
  const found = await setLeadsSpam(tx, unique, spam);
  // All or nothing: a stale selection should not half-apply.
  if (found.length !== unique.length) throw badRequest(SPAM_MESSAGES.leadsNotFound, 'ids');
  if (!spam) return { updated: found.length, blocked: [] };
  const added = await blockEmails(tx, [...new Set(found.map((lead) => lead.email))], byUserId);
  return { updated: found.length, blocked: added.map((row) => row.email) };
}
