// Storing and reading pricing inquiries, their lines and their history.

import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { QuantityUnit } from '@/contract/enums';
import { type InquiryStatusFilter, linesSummary } from '@/contract/inquiries';
import type { VariantLabel } from '@/contract/variant-rules';
import type { Locale } from '@/i18n/locales';
import type { Database } from '@/server/db/client';
import { inquiries, inquiryLines, leadEvents, leads } from '@/server/db/schema';
import { selectPage } from '@/server/db/select-page';
import type { InquiryLineRow, InquiryRow } from './inquiry-view';

export type NewInquiryLine = {
  productId: string;
  productName: string;
  quantity: number | null;
  unit: QuantityUnit | null;
  note: string | null;
  variantId: string | null;
  variantLabel: VariantLabel | null;
};

export type NewInquiry = {
  name: string;
  email: string;
  phone: string | null;
  inquiry: string;
  inquiryType: string;
  timestamp?: string;
  lines: NewInquiryLine[];
  deliveryLocation: string | null;
  neededBy: string | null;
  company: string | null;
  companyAddress: string | null;
  bin: string | null;
  dedupeKey: string;
  trackingTokenHash: string;
  /** The language the buyer asked in: their mails and quotations are written in it. */
  language: Locale;
};

/**
 * Makes two simultaneous submissions of the same content take turns until the transaction ends, so
 * the second sees the first's row instead of inserting its own.
 */
export async function lockDedupeKey(db: Database, dedupeKey: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${dedupeKey}, 0))`);
}

/** The latest inquiry stored with this key since `since` that staff have not started on, or null. */
export async function findUntouchedDuplicate(
  db: Database,
  dedupeKey: string,
  since: Date,
): Promise<InquiryRow | null> {
  const [existing] = await db
    .select()
    .from(inquiries)
    .where(
      and(
        eq(inquiries.dedupeKey, dedupeKey),
        gt(inquiries.createdAt, since),
        eq(inquiries.status, 'new'),
        eq(inquiries.isResolved, false),
      ),
    )
    .orderBy(desc(inquiries.createdAt))
    .limit(1);
  return existing ?? null;
}

/** Stores the inquiry and its lines. */
export async function insertInquiry(
  db: Database,
  input: NewInquiry,
  userId: string | null,
): Promise<{ row: InquiryRow; lines: InquiryLineRow[] }> {
  const [first] = input.lines;
  const [row] = await db
    .insert(inquiries)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      inquiry: input.inquiry,
      // The first line's product, so the spec's list and filters read as before.
      productId: first.productId,
      productName: linesSummary(input.lines.map((line) => line.productName)),
      inquiryType: input.inquiryType,
      userId,
      clientTimestamp: input.timestamp ? new Date(input.timestamp) : null,
      dedupeKey: input.dedupeKey,
      deliveryLocation: input.deliveryLocation,
      neededBy: input.neededBy,
      company: input.company,
      companyAddress: input.companyAddress,
      bin: input.bin,
      trackingTokenHash: input.trackingTokenHash,
      language: input.language,
    })
    .returning();
  const lines = await db
    .insert(inquiryLines)
    .values(input.lines.map((line, position) => ({ ...line, inquiryId: row.id, position })))
    .returning();
  return { row, lines };
}

export type NewInquiryEvent = Omit<typeof leadEvents.$inferInsert, 'leadId'> & { inquiryId: string };

/**
 * Adds entries to inquiries' histories, which are their leads' timelines (the lead, made by a trigger
 * with the inquiry, is found in the same statement); entries written together are listed in the given
 * order.
 */
export async function addInquiryEvents(db: Database, events: NewInquiryEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(leadEvents).values(
    events.map((event) => ({
      ...event,
      leadId: sql`(select ${leads.id} from ${leads} where ${leads.inquiryId} = ${event.inquiryId})`,
    })),
  );
}

/** The lines of each of the inquiries, in order. */
export async function findLines(
  db: Database,
  inquiryIds: readonly string[],
): Promise<Map<string, InquiryLineRow[]>> {
  const byInquiry = new Map<string, InquiryLineRow[]>();
  if (inquiryIds.length === 0) return byInquiry;
  const rows = await db
    .select()
    .from(inquiryLines)
    .where(inArray(inquiryLines.inquiryId, [...inquiryIds]))
    .orderBy(asc(inquiryLines.inquiryId), asc(inquiryLines.position));
  for (const row of rows) {
    const list = byInquiry.get(row.inquiryId) ?? [];
    list.push(row);
    byInquiry.set(row.inquiryId, list);
  }
  return byInquiry;
}

export async function listInquiries(
  db: Database,
  { status, page, limit }: { status: InquiryStatusFilter; page: number; limit: number },
) {
  const { rows, total } = await selectPage(db, inquiries, {
    where: status === 'all' ? undefined : eq(inquiries.status, status),
    orderBy: [desc(inquiries.createdAt), desc(inquiries.id)],
    page,
    limit,
  });
  const lines = await findLines(
    db,
    rows.map((row) => row.id),
  );
  return { rows, lines, total };
}

export async function findInquiry(
  db: Database,
  id: string,
): Promise<{ row: InquiryRow; lines: InquiryLineRow[] } | null> {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
  if (!row) return null;
  return { row, lines: (await findLines(db, [id])).get(id) ?? [] };
}

/** The inquiry, its row locked until the transaction ends (writers take turns on it), or null. */
export async function lockInquiry(db: Database, id: string): Promise<InquiryRow | null> {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id)).for('update');
  return row ?? null;
}

export type InquiryChanges = Pick<PgUpdateSetSource<typeof inquiries>, 'status' | 'isResolved' | 'updatedAt'>;

export async function updateInquiry(
  db: Database,
  id: string,
  changes: InquiryChanges,
): Promise<InquiryRow | null> {
  const [row] = await db.update(inquiries).set(changes).where(eq(inquiries.id, id)).returning();
  return row ?? null;
}
