// Account and session queries for signing up, signing in and the profile. Lookups answer null when
// nothing is found. Sessions are stored by the hash of their token only (sessions.ts).
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Role } from '@/contract/enums';
import type { Locale } from '@/i18n/locales';
import type { Database } from '@/server/db/client';
import { sessions, users } from '@/server/db/schema';

export type UserRow = typeof users.$inferSelect;

/** The new account; null when the address already has one. */
export async function insertUser(
  db: Database,
  values: { fullName: string; email: string; passwordHash: string; role?: Role; language?: Locale | null },
): Promise<UserRow | null> {
  const [user] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return user ?? null;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user ?? null;
}

export async function countUsers(db: Database): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(users);
  return total;
}

export async function updateUser(
  db: Database,
  id: string,
  changes: Partial<typeof users.$inferInsert>,
): Promise<UserRow | null> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row ?? null;
}

export async function insertSession(db: Database, session: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

/** The account behind an unexpired session, read fresh (so a demotion applies at once). */
export async function findSessionUser(db: Database, tokenHash: string): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())));
  return row?.user ?? null;
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}
