// A write that does several things (a stored message, its staff alert, the admins' notification)
// as one SQL statement: the other writes ride along as data-modifying WITH clauses of the main one.
// On the embedded database every statement is a round trip through this process's busy event loop
// on the database's one session, and a transaction holds that session from BEGIN to COMMIT while
// every other query waits behind it: under 200 clients a four-round-trip transaction was the cause
// of seconds-long waits for reads (bench/run.ts, mixed load). One statement is one round trip and
// one commit, and PostgreSQL runs all of its parts or none, whether the main part names them or not.
import type { SQLWrapper } from 'drizzle-orm';
import type { Database } from './client';

/** A write prepared by a repository and not yet run, to be run along with another (alongWith). */
export type PendingWrite = SQLWrapper;

/**
 * `db` with `writes` attached as WITH clauses: the insert, update or select built on it next runs
 * them in its own statement, e.g. `alongWith(db, writes).insert(table).values(row).returning()`.
 */
export function alongWith(db: Database, writes: readonly PendingWrite[]) {
  return db.with(...alongClauses(db, writes));
}

/** The writes as WITH clauses, for a statement that has clauses of its own beside them. */
export const alongClauses = (db: Database, writes: readonly PendingWrite[]) =>
  writes.map((write, i) => db.$with(`along_${i}`, {}).as(write.getSQL()));
