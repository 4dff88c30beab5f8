// Opaque bearer tokens: 256 random bits handed to the client once, stored only as a SHA-256 hash.
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '@/server/db/client';
import * as repository from './auth-repository';

export const SESSION_DAYS = 30;
export const SESSION_COOKIE = 'token';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Database, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
  await repository.insertSession(db, { tokenHash: hashToken(token), userId, expiresAt });
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
