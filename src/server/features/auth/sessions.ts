// Opaque bearer tokens: 256 random bits handed to the client once, stored only as a SHA-256 hash.
// Password reset links are stored hashed the same way (lib/private-links.ts).
import { randomBytes } from 'node:crypto';
import type { Database } from '@/server/db/client';
import { hashToken } from '@/server/lib/private-links';
import * as repository from './auth-repository';

export const SESSION_DAYS = 30;
export const SESSION_COOKIE = 'token';

/** A fresh token (base64url, 43 characters) and the hash to store. */
export function createToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export async function createSession(db: Database, userId: string): Promise<string> {
  const { token, hash } = createToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
  await repository.insertSession(db, { tokenHash: hash, userId, expiresAt });
  // Housekeeping rides on logins instead of a timer: expired rows are never used, only stored.
  await repository.deleteExpiredSessions(db);
  return token;
}

/** The signed-in user behind a token, read fresh from the database (so a demotion applies at once). */
export const findSessionUser = (db: Database, token: string) =>
  repository.findSessionUser(db, hashToken(token));

export async function revokeSession(db: Database, token: string) {
  await repository.deleteSession(db, hashToken(token));
}

/** Signs the account out everywhere, or everywhere but the session `keep` (the one changing its password). */
export async function revokeUserSessions(db: Database, userId: string, keep?: string | null) {
  await repository.deleteUserSessions(db, userId, keep ? hashToken(keep) : undefined);
}
