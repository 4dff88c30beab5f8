// Which inquiry a tracking token opens. The one place that answers it, so every kind of token (the
// acknowledgement's, each quotation mail's) is honoured by the tracking page, its actions and its PDF.
import type { Database } from '@/server/db/client';
import { hashToken } from '@/server/lib/private-links';
import { findInquiryIdByTokenHash } from './tracking-repository';

// Longer than any token we issue; anything longer is hashed all the same (see below) but never stored.
const TOKEN_MAX = 200;

/**
 * The inquiry id for a token, or null. A missing, malformed or altered token takes the same path
 * (hash, one query over both indexed places) as a real one, so neither the answer nor its timing
 * tells them apart.
 */
export async function findInquiryIdByTrackingToken(db: Database, token: string): Promise<string | null> {
  const id = await findInquiryIdByTokenHash(db, hashToken(token.slice(0, TOKEN_MAX)));
  return id && token.length <= TOKEN_MAX ? id : null;
}
