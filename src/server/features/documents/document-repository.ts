// Product documents and the requests for on-request ones. Lookups answer null when nothing is found.
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DocumentKind } from '@/contract/enums';
import type { Locale } from '@/i18n/locales';
import { alongWith, type PendingWrite } from '@/server/db/along-with';
import type { Database } from '@/server/db/client';
import { documentRequests, productDocuments, products } from '@/server/db/schema';
import { senderUnlessBlocked } from '@/server/features/spam';

export type DocumentWrite = typeof productDocuments.$inferInsert;
export type DocumentRequestWrite = typeof documentRequests.$inferInsert;
export type DocumentRequestRow = typeof documentRequests.$inferSelect;

/** A database or an open transaction. */
type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

// Whether a row is the newest revision of its product, type and language (newest by revision date,
// then by upload): the product page shows those; the documents page lists older ones as superseded.
// (Written out: inside a subquery drizzle would leave the outer row's columns unqualified.)
const newer = sql`(
  select 1 from product_documents n
  where n.product_id = "product_documents"."product_id" and n.kind = "product_documents"."kind"
    and n.language = "product_documents"."language"
    and (n.revision_date, n.created_at) > ("product_documents"."revision_date", "product_documents"."created_at")
)`;

const listedColumns = {
  document: productDocuments,
  productName: products.name,
  productNameBn: products.nameBn,
  casNumber: products.casNumber,
  current: sql<boolean>`not exists ${newer}`.mapWith(Boolean),
};

export type ListedDocumentRow = {
  document: typeof productDocuments.$inferSelect;
  productName: string;
  productNameBn: string | null;
  casNumber: string | null;
  current: boolean;
};

/**
 * What a search word matches: a product's name in either language (spelt as the catalogue's search
 * spells it), its CAS number with or without hyphens, its UN number, or the document's title ("SDS").
 */
function searchCondition(q: string): SQL {
  const digits = q.replace(/[^0-9]/g, '');
  const conditions: SQL[] = [
    sql`strpos(${products.searchName}, search_spelling(lower(${q}))) > 0`,
    sql`strpos(lower(${productDocuments.title}), lower(${q})) > 0`,
  ];
  if (digits.length >= 2) {
    conditions.push(sql`strpos(replace(coalesce(${products.casNumber}, ''), '-', ''), ${digits}) > 0`);
    // "UN1830" or "1830": a UN number has four digits, and names one substance exactly.
    if (digits.length === 4) conditions.push(eq(products.unNumber, digits));
  }
  return or(...conditions)!;
}

export async function listDocuments(
  db: Database,
  query: {
    q?: string;
    kind?: DocumentKind;
    language?: Locale;
    productId?: string;
    page: number;
    limit: number;
  },
): Promise<{ rows: ListedDocumentRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(searchCondition(query.q));
  if (query.kind) conditions.push(eq(productDocuments.kind, query.kind));
  if (query.language) conditions.push(eq(productDocuments.language, query.language));
  if (query.productId) conditions.push(eq(productDocuments.productId, query.productId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(listedColumns)
      .from(productDocuments)
      .innerJoin(products, eq(products.id, productDocuments.productId))
      .where(where)
      .orderBy(
        asc(products.name),
        asc(products.id),
        sql`array_position(array['sds', 'tds', 'coa', 'other'], ${productDocuments.kind})`,
        asc(productDocuments.language),
        desc(productDocuments.revisionDate),
        desc(productDocuments.createdAt),
      )
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: count() })
      .from(productDocuments)
      .innerJoin(products, eq(products.id, productDocuments.productId))
      .where(where),
  ]);
  return { rows, total };
}

export async function findListedDocument(db: Queryable, id: string): Promise<ListedDocumentRow | null> {
  const [row] = await db
    .select(listedColumns)
    .from(productDocuments)
    .innerJoin(products, eq(products.id, productDocuments.productId))
    .where(eq(productDocuments.id, id));
  return row ?? null;
}

export async function insertDocument(db: Queryable, values: DocumentWrite) {
  const [row] = await db.insert(productDocuments).values(values).returning();
  return row;
}

/** Deletes the product's document; null when the product has no such document. */
export async function deleteDocument(db: Queryable, productId: string, id: string) {
  const [row] = await db
    .delete(productDocuments)
    .where(and(eq(productDocuments.id, id), eq(productDocuments.productId, productId)))
    .returning();
  return row ?? null;
}

/**
 * Stores a request with `along`, writes that go with it (its mails), in one statement
 * (db/along-with.ts), which spends the form's stamp and fails for a blocked sender or a spent stamp
 * (senderUnlessBlocked); its trigger makes its lead.
 */
export async function insertDocumentRequest(
  db: Database,
  row: DocumentRequestRow,
  along: readonly PendingWrite[],
  formStamp: string | null,
): Promise<DocumentRequestRow> {
  const [stored] = await alongWith(db, along)
    .insert(documentRequests)
    .values({ ...row, email: senderUnlessBlocked(row.email, formStamp) })
    .returning();
  return stored;
}

/** The request a download link's token hash belongs to, with its document's file (null if it is gone). */
export async function findRequestByTokenHash(db: Queryable, tokenHash: string) {
  const [row] = await db
    .select({ request: documentRequests, asset: productDocuments.asset, kind: productDocuments.kind })
    .from(documentRequests)
    .leftJoin(productDocuments, eq(productDocuments.id, documentRequests.documentId))
    .where(eq(documentRequests.tokenHash, tokenHash));
  return row ?? null;
}

export async function recordDownload(db: Queryable, id: string) {
  await db
    .update(documentRequests)
    .set({ downloadCount: sql`${documentRequests.downloadCount} + 1`, lastDownloadedAt: new Date() })
    .where(eq(documentRequests.id, id));
}

/** Newest first, a page at a time (the index on created_at, id serves it however many there are). */
export async function listDocumentRequests(db: Database, query: { page: number; limit: number }) {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(documentRequests)
      .orderBy(desc(documentRequests.createdAt), desc(documentRequests.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.$count(documentRequests),
  ]);
  return { rows, total };
}
