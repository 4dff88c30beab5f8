// A blocked address as the list answers it, and the list's page key as the browser carries it: an
// opaque base64url text, refused with a 400 (not a 500) when it has been tampered with.
import { type BlockedEmail, SPAM_MESSAGES } from '@/contract/spam-schemas';
import { badRequest } from '@/server/lib/http-error';
import type { BlockedEmailRow, BlockedKey } from './blocked-emails-repository';

export const toBlockedEmail = (row: BlockedEmailRow): BlockedEmail => ({
  email: row.email,
  createdAt: row.createdAt.toISOString(),
});

export const encodeBlockedKey = (key: BlockedKey) =>
  Buffer.from(JSON.stringify([key.createdAt, key.email])).toString('base64url');

// How PostgreSQL writes a timestamptz as text: "2026-11-25 09:30:00.123456+00".
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

export function decodeBlockedKey(cursor: string | undefined): BlockedKey | null {
  if (!cursor) return null;
  try {
    const [createdAt, email] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt === 'string' && TIMESTAMP.test(createdAt) && typeof email === 'string') {
      return { createdAt, email };
    }
  } catch {
    // Not JSON: answered below like any other broken key.
  }
  throw badRequest(SPAM_MESSAGES.cursorInvalid, 'cursor');
}
