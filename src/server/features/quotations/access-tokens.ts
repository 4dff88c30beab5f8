// Further private links to an inquiry's tracking page (/quotes/{token}, DESIGN.md §5). The link made
// at submission is recognised by inquiries.tracking_token_hash; each quotation mail adds one in
// inquiry_access_tokens. Every token ever handed out keeps working; tracking/find-by-token.ts is
// where any of them is looked up.
import { inquiryAccessTokens } from '@/server/db/schema';
import { createTrackingLink } from '@/server/features/inquiries/tracking-token';
import type { Queryable } from '@/server/features/mail/outbox';

/** Makes a fresh link to the inquiry and stores its hash (in the caller's transaction). */
export async function createInquiryAccessLink(db: Queryable, secret: string, inquiryId: string) {
  const link = createTrackingLink(secret);
  await db.insert(inquiryAccessTokens).values({ tokenHash: link.hash, inquiryId });
  return link;
}
