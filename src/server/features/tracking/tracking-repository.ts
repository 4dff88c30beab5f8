// Reading an inquiry the way its buyer sees it, and the signed-in buyer's list of their own inquiries.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { MyInquirySummary, TrackedInquiry } from '@/contract/tracking';
import { inquiryReference } from '@/contract/tracking';
import type { Database } from '@/server/db/client';
import { inquiries, inquiryAccessTokens, inquiryLines, leadEvents, quotations } from '@/server/db/schema';
import { selectPage } from '@/server/db/select-page';
import { findInquiry } from '@/server/features/inquiries';
import { listQuotationsForInquiry, quotationState } from '@/server/features/quotations';
import { toTrackedInquiry, type VariantText } from './tracking-view';

/**
 * The inquiry a tracking token's hash opens, or null: the one made at submission
 * (inquiries.tracking_token_hash) or any a quotation mail added (inquiry_access_tokens), in one query
 * over both indexed places.
 */
export async function findInquiryIdByTokenHash(db: Database, hash: string): Promise<string | null> {
  const first = db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.trackingTokenHash, hash));
  const later = db
    .select({ id: inquiryAccessTokens.inquiryId })
    .from(inquiryAccessTokens)
    .where(eq(inquiryAccessTokens.tokenHash, hash));
  const [row] = await first.unionAll(later).limit(1);
  return row?.id ?? null;
}

export async function loadTrackedInquiry(
  db: Database,
  inquiryId: string,
  variantText: VariantText,
): Promise<TrackedInquiry | null> {
  const inquiry = await findInquiry(db, inquiryId);
  if (!inquiry) return null;
  const [events, versions] = await Promise.all([
    db.select().from(leadEvents).where(eq(leadEvents.inquiryId, inquiryId)).orderBy(asc(leadEvents.seq)),
    listQuotationsForInquiry(db, inquiryId),
  ]);
  return toTrackedInquiry(inquiry.row, inquiry.lines, events, versions, variantText);
}

/** The inquiry's id when it belongs to this user, else null (another buyer's id is simply not found). */
export async function findOwnedInquiryId(db: Database, userId: string, id: string): Promise<string | null> {
  const [row] = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(and(eq(inquiries.id, id), eq(inquiries.userId, userId)));
  return row?.id ?? null;
}

export async function listMyInquiries(
  db: Database,
  userId: string,
  { page, limit }: { page: number; limit: number },
  variantText: VariantText,
): Promise<{ rows: MyInquirySummary[]; total: number }> {
  const { rows, total } = await selectPage(db, inquiries, {
    where: eq(inquiries.userId, userId),
    orderBy: [desc(inquiries.createdAt), desc(inquiries.id)],
    page,
    limit,
  });
  if (rows.length === 0) return { rows: [], total };
  const ids = rows.map((row) => row.id);
  const [lines, versions] = await Promise.all([
    db
      .select({
        inquiryId: inquiryLines.inquiryId,
        productName: inquiryLines.productName,
        variantLabel: inquiryLines.variantLabel,
      })
      .from(inquiryLines)
      .where(inArray(inquiryLines.inquiryId, ids))
      .orderBy(asc(inquiryLines.position)),
    db.select().from(quotations).where(inArray(quotations.inquiryId, ids)).orderBy(desc(quotations.version)),
  ]);
  return {
    total,
    rows: rows.map((row) => {
      const own = lines.filter((line) => line.inquiryId === row.id);
      const names = own.map((line) => line.productName);
      const firstLabel = own[0]?.variantLabel;
      const latest = versions.find((version) => version.inquiryId === row.id);
      return {
        _id: row.id,
        reference: inquiryReference(row.id),
        submittedAt: (row.clientTimestamp ?? row.createdAt).toISOString(),
        status: row.status,
        productNames: names.length > 0 ? names : [row.productName],
        firstVariant: firstLabel ? variantText(firstLabel) : null,
        latestQuotation: latest
          ? {
              _id: latest.id,
              version: latest.version,
              state: quotationState(latest),
              validUntil: latest.validUntil,
            }
          : null,
      };
    }),
  };
}
