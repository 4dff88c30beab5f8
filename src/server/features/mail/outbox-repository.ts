// The worker's and the admin's queries on mail_outbox. Claiming uses FOR UPDATE SKIP LOCKED, so
// several workers (several server processes on one PostgreSQL) never take the same mail, and a lease
// (locked_until) rather than a held transaction, so a claim made by a crashed process runs out.
import { and, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { OutboxStatusFilter } from '@/contract/mail';
import { alongWith, type PendingWrite } from '@/server/db/along-with';
import type { Database } from '@/server/db/client';
import { mailOutbox } from '@/server/db/schema';
import { filteredNewestFirst } from '@/server/db/select-page';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export type OutboxInsert = typeof mailOutbox.$inferInsert;

/** Stores mails to send, in the caller's transaction when it has one. */
export async function insertOutboxMail(db: Database, rows: OutboxInsert[]): Promise<string[]> {
  const inserted = await db.insert(mailOutbox).values(rows).returning({ id: mailOutbox.id });
  return inserted.map((row) => row.id);
}

/** The same insert not yet run, to run along with the write that causes the mails (db/along-with.ts). */
export const outboxMailInsert = (db: Database, rows: OutboxInsert[]): PendingWrite =>
  db.insert(mailOutbox).values(rows);

// Every time is the database's clock (now()), never this process's: with several servers on one
// PostgreSQL, their clocks need not agree for leases and retries to work.

/** `ms` milliseconds from now, on the database's clock. */
const fromNow = (ms: number) => sql`now() + ${ms}::double precision * interval '1 millisecond'`;

/** Pending mail that is due and not held by a live claim. */
const isDue = and(
  eq(mailOutbox.status, 'pending'),
  lte(mailOutbox.nextAttemptAt, sql`now()`),
  or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, sql`now()`)),
);

/** Claims in a row that may end without an outcome before a mail is given up as one that kills its sender. */
export const MAX_UNFINISHED_ATTEMPTS = 3;

export const UNFINISHED_ATTEMPTS_ERROR = `Sending stopped without an outcome ${MAX_UNFINISHED_ATTEMPTS} times in a row (the sending process crashed or was stopped); not tried again until sent again by an admin.`;

/**
 * Takes up to `limit` due mails for this worker for `leaseMs`, oldest due first. Each claim counts as
 * an attempt, and as unfinished until its outcome is recorded: a mail whose last claims all ended
 * without one (it crashes whoever sends it) is marked failed here instead of claimed again. A mail's
 * first claim gives it its Message-ID, on `messageIdDomain` (the sender's), kept for every retry.
 */
export async function claimDueMail(
  db: Database,
  { leaseMs, limit, messageIdDomain }: { leaseMs: number; limit: number; messageIdDomain: string },
): Promise<OutboxRow[]> {
  // Both in one statement (db/along-with.ts), on rows kept apart by their unfinished attempts.
  const giveUp = db
    .update(mailOutbox)
    .set({ status: 'failed', lockedUntil: null, lastError: UNFINISHED_ATTEMPTS_ERROR })
    .where(and(isDue, sql`${mailOutbox.unfinishedAttempts} >= ${MAX_UNFINISHED_ATTEMPTS}`));
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isDue, sql`${mailOutbox.unfinishedAttempts} < ${MAX_UNFINISHED_ATTEMPTS}`))
    .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return alongWith(db, [giveUp])
    .update(mailOutbox)
    .set({
      lockedUntil: fromNow(leaseMs),
      attempts: sql`${mailOutbox.attempts} + 1`,
      unfinishedAttempts: sql`${mailOutbox.unfinishedAttempts} + 1`,
      messageId: sql`coalesce(${mailOutbox.messageId}, '<' || ${mailOutbox.id}::text || ${`@${messageIdDomain}>`})`,
    })
    .where(sql`${mailOutbox.id} in (${due})`)
    .returning();
}

export async function markSent(db: Database, ids: readonly string[]) {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null, unfinishedAttempts: 0 })
    .where(inArray(mailOutbox.id, [...ids]));
}

/**
 * Records the outcome of a failed attempt (counted when claimed) and when to try again; a mail queued
 * more than `giveUpAfterMs` ago is marked failed instead (it stays in the outbox, and an admin can
 * send it again).
 */
export async function markAttemptFailed(
  db: Database,
  id: string,
  outcome: { error: string; retryInMs: number; giveUpAfterMs: number },
): Promise<'pending' | 'failed'> {
  const [row] = await db
    .update(mailOutbox)
    .set({
      unfinishedAttempts: 0,
      // PostgreSQL text holds no NUL character; an error quoting one must not fail the recording.
      lastError: outcome.error.replaceAll('\u0000', '').slice(0, 1000),
      nextAttemptAt: fromNow(outcome.retryInMs),
      lockedUntil: null,
      status: sql`case when ${mailOutbox.createdAt} <= ${fromNow(-outcome.giveUpAfterMs)} then 'failed' else 'pending' end`,
    })
    .where(eq(mailOutbox.id, id))
    .returning({ status: mailOutbox.status });
  return row?.status === 'failed' ? 'failed' : 'pending';
}

export const NOT_SENT_WITHOUT_SMTP = 'Not sent: SMTP_URL is not set; the mail waits in the outbox.';

/**
 * Without SMTP: the pending mails nobody has been told about yet, marked so (their last error says
 * why they wait), so each one is logged once, even across restarts and several processes.
 */
export async function takeUnannouncedMail(db: Database, limit: number): Promise<OutboxRow[]> {
  const unannounced = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), isNull(mailOutbox.lastError)))
    .orderBy(mailOutbox.createdAt, mailOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ lastError: NOT_SENT_WITHOUT_SMTP })
    .where(sql`${mailOutbox.id} in (${unannounced})`)
    .returning();
}

const STATUS_FILTERS: Record<OutboxStatusFilter, SQL | undefined> = {
  all: undefined,
  pending: eq(mailOutbox.status, 'pending'),
  sent: eq(mailOutbox.status, 'sent'),
  failed: eq(mailOutbox.status, 'failed'),
};

export const listOutbox = filteredNewestFirst(mailOutbox, STATUS_FILTERS);

/**
 * Makes a failed or pending mail due now with a fresh count of attempts; null when there is no such
 * mail or it was sent. A live claim is left alone (the worker holding it finishes that attempt), so
 * the mail is never sent by two workers at once.
 */
export async function makeDueAgain(db: Database, id: string): Promise<OutboxRow | null> {
  const [row] = await db
    .update(mailOutbox)
    .set({
      status: 'pending',
      attempts: 0,
      unfinishedAttempts: 0,
      nextAttemptAt: sql`now()`,
      lastError: null,
    })
    .where(and(eq(mailOutbox.id, id), or(eq(mailOutbox.status, 'pending'), eq(mailOutbox.status, 'failed'))))
    .returning();
  return row ?? null;
}

export async function findOutboxMail(db: Database, id: string): Promise<OutboxRow | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}

/**
 * Empties the bodies and attachment of mail sent more than `days` ago: what it said is in the
 * recipient's mailbox; what stays (recipient, subject, times) is what the Outbox shows. Returns how
 * many mails it emptied.
 */
export async function removeOldMailBodies(db: Database, days: number): Promise<number> {
  const emptied = await db
    .update(mailOutbox)
    .set({ textBody: '', htmlBody: '', privateLinks: [], attachment: null })
    .where(
      and(
        eq(mailOutbox.status, 'sent'),
        sql`${mailOutbox.textBody} <> ''`,
        lte(mailOutbox.sentAt, sql`now() - ${days}::integer * interval '1 day'`),
      ),
    )
    .returning({ id: mailOutbox.id });
  return emptied.length;
}

export type OutboxHealth = { pending: number; failed: number; oldestPendingSeconds: number | null };

/**
 * What /metrics reports about the outbox, in one query through the status index: mail waiting to
 * go, mail given up on, and how long the oldest waiting one has waited (on the database's clock).
 */
export async function outboxHealth(db: Database): Promise<OutboxHealth> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${mailOutbox.status} = 'pending')::int`,
      failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')::int`,
      oldestPendingSeconds: sql<
        number | null
      >`extract(epoch from now() - min(${mailOutbox.createdAt}) filter (where ${mailOutbox.status} = 'pending'))::float8`,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['pending', 'failed']));
  return row;
}
