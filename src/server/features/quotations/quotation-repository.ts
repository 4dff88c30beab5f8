// Reading quotations. Writing (sending a new version) lives beside the admin routes that do it.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Quotation } from '@/contract/quotations';
import type { Database } from '@/server/db/client';
import { products, quotationLines, quotations } from '@/server/db/schema';
import { toQuotation } from './quotation-view';

/** Every version of an inquiry's quotation, newest first. */
export async function listQuotationsForInquiry(db: Database, inquiryId: string): Promise<Quotation[]> {
  const rows = await db
    .select()
    .from(quotations)
    .where(eq(quotations.inquiryId, inquiryId))
    .orderBy(desc(quotations.version));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(quotationLines)
    .where(
      inArray(
        quotationLines.quotationId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(quotationLines.position));
  return rows.map((row) =>
    toQuotation(
      row,
      lines.filter((line) => line.quotationId === row.id),
    ),
  );
}

export async function findQuotation(db: Database, id: string): Promise<Quotation | null> {
  const [row] = await db.select().from(quotations).where(eq(quotations.id, id));
  if (!row) return null;
  const lines = await db.select().from(quotationLines).where(eq(quotationLines.quotationId, id));
  return toQuotation(row, lines);
}

/** The CAS number of each of the products that exist and have one, by id. */
export async function findCasNumbers(
  db: Pick<Database, 'select'>,
  productIds: readonly string[],
): Promise<Map<string, string | null>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, casNumber: products.casNumber })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  return new Map(rows.map((row) => [row.id, row.casNumber]));
}
