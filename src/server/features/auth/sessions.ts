// Opaque bearer tokens: 256 random bits handed to the client once, stored only as a SHA-256 hash.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { sessions, users } from '@/server/db/schema';

export const SESSION_DAYS = 30;
export const SESSION_COOKIE = 'token';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Database, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  // Housekeeping rides on logins instead of a timer: expired rows are never used, only stored.
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  return token;
}

/** The signed-in user behind a token, read fresh from the database (so a demotion applies at once). */
export async function findSessionUser(db: Database, token: string) {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())));
  return row?.user ?? null;
}

export async function revokeSession(db: Database, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}
