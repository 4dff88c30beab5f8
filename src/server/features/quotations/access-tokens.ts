// Further private links to an inquiry's tracking page (/quotes/{token}, DESIGN.md §5). The link made
// at submission is recognised by inquiries.tracking_token_hash; each quotation mail adds one in
// inquiry_access_tokens. Every token ever handed out keeps working; tracking/tracking-repository.ts
// is where any of them is looked up.
import type { Database } from '@/server/db/client';
import { createTrackingLink } from '@/server/features/inquiries';
import { insertInquiryAccessToken } from './quotation-repository';

/** Makes a fresh link to the inquiry and stores its hash (in the caller's transaction). */
export async function createInquiryAccessLink(db: Database, secret: string, inquiryId: string) {
  const link = createTrackingLink(secret);
  await insertInquiryAccessToken(db, link.hash, inquiryId);
  return link;
}
