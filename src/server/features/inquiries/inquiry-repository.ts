// Storing and managing pricing inquiries. Creation is idempotent for a short window, so a double
// click or a retried request never stores the same lead twice.

import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { QuantityUnit } from '@/contract/enums';
import {
  INQUIRY_DEDUPE_WINDOW_MS,
  type InquiryStatusFilter,
  linesSummary,
  type UpdateInquiryStatusInput,
} from '@/contract/inquiries';
import { productName } from '@/contract/localized-product';
import type { VariantLabel } from '@/contract/variant-rules';
import type { Locale } from '@/i18n/locales';
import type { Database } from '@/server/db/client';
import { inquiries, inquiryEvents, inquiryLines, products } from '@/server/db/schema';
import { selectPage } from '@/server/db/select-page';
import type { InquiryLineRow, InquiryRow } from './inquiry-view';

/** A basket line as it goes into the key: what, how much, and anything said about it. */
type KeyLine = {
  productId: string;
  variantId?: string;
  quantity: number;
  unit: string;
  note?: string | null;
};

/**
 * The same submission again (a double click, a retried request): same contact details, same product,
 * same words, whatever the case and spacing. A corrected name or phone number makes a new inquiry, so
 * no correction is ever dropped. A basket's key also holds every line, the delivery place and date;
 * the company's details count only when given: a submission without them has exactly the key it
 * always had, so a repeat across an upgrade still folds.
 */
export function inquiryDedupeKey(input: {
  name: string;
  email: string;
  phone: string | null;
  productId: string;
  /** The one-product form's chosen variant. */
  variantId?: string | null;
  inquiry: string;
  basket?: { lines: KeyLine[]; deliveryLocation: string | null; neededBy: string | null };
  company?: string | null;
  companyAddress?: string | null;
  bin?: string | null;
}): string {
  const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  const phoneDigits = (input.phone ?? '').replace(/[^\d+]/g, '');
  const parts = [
    normalise(input.name),
    normalise(input.email),
    phoneDigits,
    input.productId,
    normalise(input.inquiry),
  ];
  // A chosen variant is part of what was asked; without one the key is what it always was.
  if (input.variantId && !input.basket) parts.push('variant', input.variantId);
  if (input.basket) {
    parts.push(
      'basket',
      ...input.basket.lines.map((line) =>
        [
          line.productId,
          String(line.quantity),
          line.unit,
          normalise(line.note ?? ''),
          ...(line.variantId ? [line.variantId] : []),
        ].join('\t'),
      ),
      normalise(input.basket.deliveryLocation ?? ''),
      input.basket.neededBy ?? '',
    );
  }
  if (input.company || input.companyAddress || input.bin) {
    parts.push(
      'company',
      normalise(input.company ?? ''),
      normalise(input.companyAddress ?? ''),
      input.bin ?? '',
    );
  }
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}

export const findProductName = async (db: Database, productId: string) => {
  const [product] = await db.select({ name: products.name }).from(products).where(eq(products.id, productId));
  return product?.name ?? null;
};

/** The names of those of the products that exist, by id, in `locale` (English where none is given). */
export async function findProductNames(
  db: Database,
  ids: readonly string[],
  locale: Locale = 'en',
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name, nameBn: products.nameBn })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Map(rows.map((row) => [row.id, productName(row, locale)]));
}

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

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Stores the inquiry with its lines and its first history entry, or returns the one already stored
 * for the same content within the window, as long as staff have not started on it: once they have,
 * asking again is a new lead. `onCreated` runs in the same transaction (the mail it queues exists
 * exactly when the inquiry does). The advisory lock on the key makes two simultaneous identical
 * requests take turns, so the second sees the first's row instead of inserting its own.
 */
export async function createInquiry(
  db: Database,
  input: NewInquiry,
  userId: string | null,
  onCreated: (tx: Transaction, row: InquiryRow, lines: InquiryLineRow[]) => Promise<void>,
): Promise<{ row: InquiryRow; lines: InquiryLineRow[]; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${input.dedupeKey}, 0))`);
    const since = new Date(Date.now() - INQUIRY_DEDUPE_WINDOW_MS);
    const [existing] = await tx
      .select()
      .from(inquiries)
      .where(
        and(
          eq(inquiries.dedupeKey, input.dedupeKey),
          gt(inquiries.createdAt, since),
          eq(inquiries.status, 'new'),
          eq(inquiries.isResolved, false),
        ),
      )
      .orderBy(desc(inquiries.createdAt))
      .limit(1);
    if (existing) {
      const lines = (await findLines(tx, [existing.id])).get(existing.id) ?? [];
      return { row: existing, lines, created: false };
    }
    const [first] = input.lines;
    const [row] = await tx
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
    const lines = await tx
      .insert(inquiryLines)
      .values(input.lines.map((line, position) => ({ ...line, inquiryId: row.id, position })))
      .returning();
    await tx.insert(inquiryEvents).values({
      inquiryId: row.id,
      kind: 'submitted',
      status: 'new',
      actorUserId: userId,
      actorName: input.name,
      createdAt: row.createdAt,
    });
    await onCreated(tx, row, lines);
    return { row, lines, created: true };
  });
}

/** The lines of each of the inquiries, in order. */
export async function findLines(
  db: Pick<Database, 'select'>,
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

/**
 * Any status may be set directly; a status change clears isResolved unless this request sets it.
 * Sending the status the inquiry already has is not a change and leaves the flag alone. A change of
 * status is written to the inquiry's history, with who made it.
 */
export async function updateInquiryStatus(
  db: Database,
  id: string,
  { status, isResolved }: UpdateInquiryStatusInput,
  actor: { id: string; name: string },
): Promise<InquiryRow | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: inquiries.status })
      .from(inquiries)
      .where(eq(inquiries.id, id))
      .for('update');
    if (!before) return null;
    const changes: PgUpdateSetSource<typeof inquiries> = { updatedAt: new Date() };
    if (status !== undefined) {
      changes.status = status;
      changes.isResolved = isResolved ?? (before.status === status ? undefined : false);
    } else if (isResolved !== undefined) {
      changes.isResolved = isResolved;
    }
    const [row] = await tx.update(inquiries).set(changes).where(eq(inquiries.id, id)).returning();
    if (status !== undefined && status !== before.status) {
      await tx.insert(inquiryEvents).values({
        inquiryId: id,
        kind: 'status',
        status,
        actorUserId: actor.id,
        actorName: actor.name,
      });
    }
    return row;
  });
}
