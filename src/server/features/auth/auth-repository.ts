// Account, session and password reset queries for signing up, signing in, the profile and passwords.
// Lookups answer null when nothing is found. Sessions and reset links are stored by the hash of their
// token only (sessions.ts).
import { and, count, eq, gt, lt, ne } from 'drizzle-orm';
import type { Role } from '@/contract/enums';
import type { Locale } from '@/i18n/locales';
import type { Database } from '@/server/db/client';
import { passwordResetTokens, sessions, users } from '@/server/db/schema';

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

export async function deleteUserSessions(
  db: Database,
  userId: string,
  exceptTokenHash?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(eq(sessions.userId, userId), exceptTokenHash ? ne(sessions.tokenHash, exceptTokenHash) : undefined),
    );
}

export async function insertPasswordResetToken(
  db: Database,
  token: typeof passwordResetTokens.$inferInsert,
): Promise<void> {
  await db.insert(passwordResetTokens).values(token);
}

export async function deleteExpiredPasswordResetTokens(db: Database): Promise<void> {
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, new Date()));
}

/**
 * Uses up an unexpired reset link: its row is deleted in the same statement that reads it, so two
 * requests racing with one link cannot both get its account. The account's id, or null.
 */
export async function takePasswordResetToken(db: Database, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, new Date())))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

export async function deleteUserPasswordResetTokens(db: Database, userId: string): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}
