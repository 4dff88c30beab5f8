// Private links to an inquiry's tracking page (/quotes/{token}, DESIGN.md §5). A token is 256 random
// bits in base64url; only its SHA-256 (hex) is stored. The link made at submission lives in
// inquiries.tracking_token_hash; each quotation mail adds one in inquiry_access_tokens, since a stored
// hash cannot give the first token back. Every token ever handed out keeps working.
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { inquiries, inquiryAccessTokens } from '@/server/db/schema';
import type { Queryable } from '@/server/features/mail/outbox';

/** SHA-256 hex of the token exactly as it appears in the link. */
export const hashAccessToken = (token: string) => createHash('sha256').update(token).digest('hex');

// Tokens are base64url (43 characters for 32 bytes); text that cannot be one is not looked up.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** Makes a fresh token for the inquiry, stores its hash (in the caller's transaction) and returns it. */
export async function createInquiryAccessToken(db: Queryable, inquiryId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(inquiryAccessTokens).values({ tokenHash: hashAccessToken(token), inquiryId });
  return token;
}

/**
 * The inquiry a tracking token opens, or null: checks the submission's token and every token sent
 * since. A malformed or tampered token simply finds nothing.
 */
export async function findInquiryIdByToken(db: Queryable, token: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const hash = hashAccessToken(token);
  const [first] = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(eq(inquiries.trackingTokenHash, hash));
  if (first) return first.id;
  const [later] = await db
    .select({ id: inquiryAccessTokens.inquiryId })
    .from(inquiryAccessTokens)
    .where(eq(inquiryAccessTokens.tokenHash, hash));
  return later?.id ?? null;
}
