// Which inquiry a tracking token opens. The one place that answers it, so every kind of token (the
// acknowledgement's, each quotation mail's) is honoured by the tracking page, its actions and its PDF.
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { inquiries, inquiryAccessTokens } from '@/server/db/schema';
import { hashToken } from '@/server/lib/private-links';

// Longer than any token we issue; anything longer is hashed all the same (see below) but never stored.
const TOKEN_MAX = 200;

/**
 * The inquiry id for a token, or null. A missing, malformed or altered token takes the same path
 * (hash, one query over both indexed places) as a real one, so neither the answer nor its timing
 * tells them apart.
 */
export async function findInquiryIdByTrackingToken(db: Database, token: string): Promise<string | null> {
  const hash = hashToken(token.slice(0, TOKEN_MAX));
  const first = db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.trackingTokenHash, hash));
  const later = db
    .select({ id: inquiryAccessTokens.inquiryId })
    .from(inquiryAccessTokens)
    .where(eq(inquiryAccessTokens.tokenHash, hash));
  const [row] = await first.unionAll(later).limit(1);
  return row && token.length <= TOKEN_MAX ? row.id : null;
}
