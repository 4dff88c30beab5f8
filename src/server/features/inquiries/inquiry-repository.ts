// Storing and managing pricing inquiries. Creation is idempotent for a short window, so a double
// click or a retried request never stores the same lead twice.
import { createHash } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  type CreateInquiryData,
  INQUIRY_DEDUPE_WINDOW_MS,
  type InquiryStatusFilter,
  type UpdateInquiryStatusInput,
} from '@/contract/inquiries';
import type { Database } from '@/server/db/client';
import { inquiries, products } from '@/server/db/schema';
import { selectPage } from '@/server/db/select-page';
import type { InquiryRow } from './inquiry-view';

/**
 * The same submission again (a double click, a retried request): same contact details, same product,
 * same words, whatever the case and spacing. A corrected name or phone number makes a new inquiry, so
 * no correction is ever dropped.
 */
export function inquiryDedupeKey(input: {
  name: string;
  email: string;
  phone: string | null;
  productId: string;
  inquiry: string;
}): string {
  const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  const phoneDigits = (input.phone ?? '').replace(/[^\d+]/g, '');
  return createHash('sha256')
    .update(
      [
        normalise(input.name),
        normalise(input.email),
        phoneDigits,
        input.productId,
        normalise(input.inquiry),
      ].join('\n'),
    )
    .digest('hex');
}

export const findProductName = async (db: Database, productId: string) => {
  const [product] = await db.select({ name: products.name }).from(products).where(eq(products.id, productId));
  return product?.name ?? null;
};

/**
 * Stores the inquiry, or returns the one already stored for the same content within the window,
 * as long as staff have not started on it: once they have, asking again is a new lead.
 * The advisory lock on the key makes two simultaneous identical requests take turns, so the second
 * sees the first's row instead of inserting its own.
 */
export async function createInquiry(
  db: Database,
  input: CreateInquiryData,
  productName: string,
  userId: string | null,
): Promise<{ row: InquiryRow; created: boolean }> {
  const dedupeKey = inquiryDedupeKey(input);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${dedupeKey}, 0))`);
    const since = new Date(Date.now() - INQUIRY_DEDUPE_WINDOW_MS);
    const [existing] = await tx
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
    if (existing) return { row: existing, created: false };
    const [row] = await tx
      .insert(inquiries)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        inquiry: input.inquiry,
        productId: input.productId,
        productName,
        inquiryType: input.inquiryType,
        userId,
        clientTimestamp: input.timestamp ? new Date(input.timestamp) : null,
        dedupeKey,
      })
      .returning();
    return { row, created: true };
  });
}

export async function listInquiries(
  db: Database,
  { status, page, limit }: { status: InquiryStatusFilter; page: number; limit: number },
) {
  return selectPage(db, inquiries, {
    where: status === 'all' ? undefined : eq(inquiries.status, status),
    orderBy: [desc(inquiries.createdAt), desc(inquiries.id)],
    page,
    limit,
  });
}

export async function findInquiry(db: Database, id: string): Promise<InquiryRow | null> {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
  return row ?? null;
}

/**
 * Any status may be set directly; a status change clears isResolved unless this request sets it.
 * Sending the status the inquiry already has is not a change and leaves the flag alone.
 */
export async function updateInquiryStatus(
  db: Database,
  id: string,
  { status, isResolved }: UpdateInquiryStatusInput,
): Promise<InquiryRow | null> {
  const changes: PgUpdateSetSource<typeof inquiries> = { updatedAt: new Date() };
  if (status !== undefined) {
    changes.status = status;
    changes.isResolved =
      isResolved ??
      sql`case when ${inquiries.status} = ${status} then ${inquiries.isResolved} else false end`;
  } else if (isResolved !== undefined) {
    changes.isResolved = isResolved;
  }
  const [row] = await db.update(inquiries).set(changes).where(eq(inquiries.id, id)).returning();
  return row ?? null;
}
