// What a mailed download link opens: its request, while the link is valid and its document exists.
// A wrong token and an expired link are told apart, so the buyer knows to ask again; neither ever
// gives the file.
import { DOCUMENT_MESSAGES } from '@/contract/documents';
import type { Database } from '@/server/db/client';
import { gone, notFound } from '@/server/lib/http-error';
import { hashToken } from '@/server/lib/private-links';
import { findRequestByTokenHash } from './document-repository';

// base64url of a SHA-256 HMAC (lib/private-links.ts); anything else is not one of our links.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export async function openDownloadLink(db: Database, token: string, now = new Date()) {
  if (!TOKEN_PATTERN.test(token)) throw notFound(DOCUMENT_MESSAGES.linkInvalid);
  const found = await findRequestByTokenHash(db, hashToken(token));
  if (!found?.asset || !found.kind) throw notFound(DOCUMENT_MESSAGES.linkInvalid);
  if (found.request.expiresAt.getTime() <= now.getTime()) throw gone(DOCUMENT_MESSAGES.linkExpired);
  return { request: found.request, asset: found.asset };
}
