// Further private links to an inquiry's tracking page (/quotes/{token}, DESIGN.md §5). The link made
// at submission lives in inquiries.tracking_token_hash; each quotation mail adds one in
// inquiry_access_tokens, since a stored hash cannot give the first token back. Every token ever
// handed out keeps working; tracking/find-by-token.ts is where any of them is looked up.
import { inquiryAccessTokens } from '@/server/db/schema';
import { createTrackingToken } from '@/server/features/inquiries/tracking-token';
import type { Queryable } from '@/server/features/mail/outbox';

/** Makes a fresh token for the inquiry, stores its hash (in the caller's transaction) and returns it. */
export async function createInquiryAccessToken(db: Queryable, inquiryId: string): Promise<string> {
  const { token, hash } = createTrackingToken();
  await db.insert(inquiryAccessTokens).values({ tokenHash: hash, inquiryId });
  return token;
}
