// Quotations, their lines and the further private links to an inquiry that quotation mails carry.
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, max, type SQL, sql } from 'drizzle-orm';
import type { QuotationExportFilter, QuotationExportState } from '@/contract/quotation-export';
import type { Quotation } from '@/contract/quotations';
import type { Database } from '@/server/db/client';
import { inquiries, inquiryAccessTokens, products, quotationLines, quotations } from '@/server/db/schema';
import { type QuotationLineRow, type QuotationRow, toQuotation } from './quotation-view';

/** Every version of an inquiry's quotation, newest first. */
export async function listQuotationsForInquiry(db: Database, inquiryId: string): Promise<Quotation[]> {
  const rows = await db
    .select()
    .from(quotations)
    .where(eq(quotations.inquiryId, inquiryId))
    .orderBy(desc(quotations.version));
  const linesOf = await listLinesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toQuotation(row, linesOf(row.id)));
}

/** The lines of some quotations, in their order, looked up by quotation. */
async function listLinesOf(
  db: Database,
  quotationIds: string[],
): Promise<(id: string) => QuotationLineRow[]> {
  if (quotationIds.length === 0) return () => [];
  const lines = await db
    .select()
    .from(quotationLines)
    .where(inArray(quotationLines.quotationId, quotationIds))
    .orderBy(asc(quotationLines.position));
  const byQuotation = new Map<string, QuotationLineRow[]>();
  for (const line of lines)
    byQuotation.set(line.quotationId, [...(byQuotation.get(line.quotationId) ?? []), line]);
  return (id) => byQuotation.get(id) ?? [];
}

export async function findQuotation(db: Database, id: string): Promise<Quotation | null> {
  const [row] = await db.select().from(quotations).where(eq(quotations.id, id));
  if (!row) return null;
  const lines = await db.select().from(quotationLines).where(eq(quotationLines.quotationId, id));
  return toQuotation(row, lines);
}

/** Every version of an inquiry's quotation as stored, in no particular order. */
export const listQuotationRows = (db: Database, inquiryId: string): Promise<QuotationRow[]> =>
  db.select().from(quotations).where(eq(quotations.inquiryId, inquiryId));

export const findQuotationLines = (db: Database, quotationId: string): Promise<QuotationLineRow[]> =>
  db.select().from(quotationLines).where(eq(quotationLines.quotationId, quotationId));

/** The highest version number an inquiry's quotations have, 0 when it has none. */
export async function latestQuotationVersion(db: Database, inquiryId: string): Promise<number> {
  const [{ latest }] = await db
    .select({ latest: max(quotations.version) })
    .from(quotations)
    .where(eq(quotations.inquiryId, inquiryId));
  return latest ?? 0;
}

/** Marks every version still standing superseded at `at`; an accepted one stays what it was. */
export async function supersedeStandingQuotations(db: Database, inquiryId: string, at: Date): Promise<void> {
  await db
    .update(quotations)
    .set({ supersededAt: at })
    .where(
      and(
        eq(quotations.inquiryId, inquiryId),
        isNull(quotations.supersededAt),
        isNull(quotations.acceptedAt),
      ),
    );
}

export type NewQuotation = typeof quotations.$inferInsert;
export type NewQuotationLine = Omit<typeof quotationLines.$inferInsert, 'quotationId' | 'position'>;

/** Stores a version with its lines, in the given order. */
export async function insertQuotation(
  db: Database,
  values: NewQuotation,
  lines: NewQuotationLine[],
): Promise<{ row: QuotationRow; lines: QuotationLineRow[] }> {
  const [row] = await db.insert(quotations).values(values).returning();
  const stored = await db
    .insert(quotationLines)
    .values(lines.map((line, position) => ({ ...line, quotationId: row.id, position })))
    .returning();
  return { row, lines: stored };
}

export async function markQuotationAccepted(
  db: Database,
  id: string,
  at: Date,
): Promise<QuotationRow | null> {
  const [row] = await db.update(quotations).set({ acceptedAt: at }).where(eq(quotations.id, id)).returning();
  return row ?? null;
}

/** Stores the hash of a further link to the inquiry's tracking page. */
export async function insertInquiryAccessToken(
  db: Database,
  tokenHash: string,
  inquiryId: string,
): Promise<void> {
  await db.insert(inquiryAccessTokens).values({ tokenHash, inquiryId });
}

/** The CAS number of each of the products that exist and have one, by id. */
export async function findCasNumbers(
  db: Database,
  productIds: readonly string[],
): Promise<Map<string, string | null>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, casNumber: products.casNumber })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  return new Map(rows.map((row) => [row.id, row.casNumber]));
}

/** A version as the export writes it: with its lines and the name of the buyer who asked. */
export type ExportedQuotation = { row: QuotationRow; lines: QuotationLineRow[]; buyerName: string };

// Dhaka has no daylight saving: a Dhaka day starts at 00:00 +06:00.
const dhakaDayStart = (day: string) => new Date(`${day}T00:00:00+06:00`);
const ONE_DAY_MS = 24 * 60 * 60 * 1000;

const EXPORT_STATES: Record<QuotationExportState, SQL | undefined> = {
  current: and(isNull(quotations.supersededAt), isNull(quotations.acceptedAt)),
  superseded: and(isNotNull(quotations.supersededAt), isNull(quotations.acceptedAt)),
  accepted: isNotNull(quotations.acceptedAt),
};

/**
 * The versions a filter matches, newest sent first, in batches read by key (sent time and id, along
 * quotations_sent_idx), so an export of every quotation ever sent holds one batch at a time.
 */
export async function* quotationExportBatches(
  db: Database,
  filter: QuotationExportFilter,
  batchSize: number,
): AsyncGenerator<ExportedQuotation[]> {
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const rows: { row: QuotationRow; buyerName: string; at: string }[] = await db
      .select({ row: quotations, buyerName: inquiries.name, at: sql<string>`${quotations.sentAt}::text` })
      .from(quotations)
      .innerJoin(inquiries, eq(inquiries.id, quotations.inquiryId))
      .where(
        and(
          filter.state && EXPORT_STATES[filter.state],
          filter.from ? gte(quotations.sentAt, dhakaDayStart(filter.from)) : undefined,
          filter.to
            ? lt(quotations.sentAt, new Date(dhakaDayStart(filter.to).getTime() + ONE_DAY_MS))
            : undefined,
          after
            ? sql`(${quotations.sentAt}, ${quotations.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(quotations.sentAt), desc(quotations.id))
      .limit(batchSize);
    if (rows.length > 0) {
      const linesOf = await listLinesOf(
        db,
        rows.map(({ row }) => row.id),
      );
      yield rows.map(({ row, buyerName }) => ({ row, buyerName, lines: linesOf(row.id) }));
    }
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1];
    after = { at: last.at, id: last.row.id };
  }
}
