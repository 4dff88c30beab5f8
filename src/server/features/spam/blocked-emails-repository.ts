// The blocked addresses and the leads' spam flag. Addresses arrive lower-case (the contract's field).
import { and, desc, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { escapeLike } from '@/server/db/escape-like';
import { blockedEmails, leads } from '@/server/db/schema';

export type BlockedEmailRow = typeof blockedEmails.$inferSelect;

/** Where a page of the blocked list starts: after this row of the previous page. */
export type BlockedKey = { createdAt: string; email: string };

/**
 * A page of the blocked list, newest first, taken by key (blocked_emails_created_idx read backwards)
 * so that the last page costs what the first does; `q` finds a part of an address (the trigram index,
 * migration 0032). Answers the page and the key of its last row when another page follows.
 */
export async function listBlockedEmails(
  db: Database,
  { q, after, limit }: { q?: string; after: BlockedKey | null; limit: number },
) {
  const found = await db
    .select({ row: blockedEmails, at: sql<string>`${blockedEmails.createdAt}::text` })
    .from(blockedEmails)
    .where(
      and(
        q ? like(blockedEmails.email, `%${escapeLike(q.toLowerCase())}%`) : undefined,
        after
          ? sql`(${blockedEmails.createdAt}, ${blockedEmails.email}) < (${after.createdAt}::timestamptz, ${after.email})`
          : undefined,
      ),
    )
    .orderBy(desc(blockedEmails.createdAt), desc(blockedEmails.email))
    .limit(limit + 1);
  const rows = found.slice(0, limit).map(({ row }) => row);
  const last = found.length > limit ? found[limit - 1] : null;
  return { rows, next: last ? { createdAt: last.at, email: last.row.email } : null };
}

/** The SQLSTATE of a write whose sender is blocked (migration 0030, sender_unless_blocked). */
export const BLOCKED_SENDER = 'MC001';

/**
 * A public form's sender address as a value to store: the statement storing it fails with
 * BLOCKED_SENDER when the address is blocked, and with SPENT_FORM_STAMP (spent-stamps.ts) when the form's stamp (its
 * hash, formStampOf) already vouched for a stored submission; else it spends the stamp. Both checks
 * ride in the write, not in queries of their own.
 */
export const senderUnlessBlocked = (address: string, stampHash: string | null) =>
  sql<string>`sender_unless_blocked(${address}, ${stampHash}::text)`;

/**
 * `value` to store once the form's stamp is spent, for a write whose other checks must come first:
 * the stamp is spent after `value` is made (an inquiry's repeat, found in making its key, spends none).
 */
export const spendingFormStamp = (value: SQL, stampHash: string | null) =>
  sql<string>`spend_form_stamp(${value}, ${stampHash}::text)`;

/**
 * In the transaction of a submission already known to be dropped (to be rolled back): its writes'
 * checks (a blocked sender, an inquiry's repeat) let it through, so that it makes its usual answer.
 */
export async function letDroppedSubmissionThrough(tx: Database) {
  await tx.execute(sql`select set_config('catalogue.dropped_submission', 'on', true)`);
}

/** The rows added; an address already blocked is left as it was. */
export async function blockEmails(db: Database, emails: string[], byUserId: string | null) {
  if (emails.length === 0) return [];
  return db
    .insert(blockedEmails)
    .values(emails.map((email) => ({ email, blockedByUserId: byUserId })))
    .onConflictDoNothing()
    .returning();
}

export async function unblockEmail(db: Database, email: string): Promise<boolean> {
  const removed = await db.delete(blockedEmails).where(eq(blockedEmails.email, email)).returning();
  return removed.length > 0;
}

/** Sets the leads' spam flag; answers the leads found (id and lower-case e-mail). */
export async function setLeadsSpam(db: Database, ids: string[], spam: boolean) {
  return db
    .update(leads)
    .set({ isSpam: spam, lastActivityAt: sql`greatest(${leads.lastActivityAt}, now())` })
    .where(inArray(leads.id, ids))
    .returning({ id: leads.id, email: sql<string>`lower(${leads.email})` });
}
