// Product queries. Lookups answer null when nothing is found; the routes decide what that means.
import { and, desc, eq, getTableColumns, gte, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { productSlug, slugIdPart } from '@/contract/product-slug';
import type { Database } from '@/server/db/client';
import { comments, products } from '@/server/db/schema';
import type { ProductRow } from './product-view';
import { preferIndexScans, searchCondition, searchRanks, searchTerms, termSpellings } from './search';

// Every column but the generated search text and name, which are only ever matched, never shown.
const { searchText: _searchText, searchName: _searchName, ...productColumns } = getTableColumns(products);

export type ProductFilter = {
  q?: string;
  category?: string;
  relatedTo?: string;
  /** How many match, when known already (a cached count): the page is then found without counting. */
  knownTotal?: number;
  page: number;
  limit: number;
};

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isProductId = (id: string) => UUID_PATTERN.test(id);

/**
 * A page of products and how many match in all: newest first, or when searching, the best matches
 * first (search.ts). The page's ids are found on narrow rows, then only those are read whole.
 */
export async function listProducts(
  db: Database,
  filter: ProductFilter,
): Promise<{ rows: ProductRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [];
  // What ranks the products, each highest first; the newest come first among equals.
  const ranks: SQL[] = [];
  if (filter.category) conditions.push(eq(products.category, filter.category));

  if (filter.relatedTo) {
    const related = await relatedCondition(db, filter.relatedTo);
    if (!related) return { rows: [], total: 0 };
    conditions.push(related.where);
    if (related.rank) ranks.push(related.rank);
  }

  const findPage = async (tx: Database) => {
    const terms = filter.q ? searchTerms(filter.q) : [];
    if (terms.length > 0) {
      const spellings = await termSpellings(tx, terms);
      conditions.push(searchCondition(spellings));
      ranks.push(...searchRanks(spellings));
    }
    // The matching products' ranks are worked out once, into narrow rows that are counted and
    // sorted: sorting and counting the products themselves would carry their whole search text
    // (past the working memory when thousands match). PostgreSQL keeps a query referred to twice.
    const rankColumn = (i: number) => `rank_${i}`;
    const matching = tx.$with('matching').as(
      tx
        .select({
          id: products.id,
          createdAt: products.createdAt,
          ...Object.fromEntries(ranks.map((rank, i) => [rankColumn(i), rank.as(rankColumn(i))])),
        })
        .from(products)
        .where(and(...conditions)),
    );
    const page = await tx
      .with(matching)
      .select({
        id: matching.id,
        ...(filter.knownTotal === undefined
          ? { total: sql<number>`(select count(*) from ${matching})`.mapWith(Number) }
          : {}),
      })
      .from(matching)
      .orderBy(
        ...ranks.map((_, i) => desc(sql.identifier(rankColumn(i)))),
        desc(matching.createdAt),
        desc(matching.id),
      )
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit);
    // Past the last page there is no row to carry the total: count on its own.
    const total =
      filter.knownTotal ??
      (page[0] as { total?: number } | undefined)?.total ??
      (filter.page > 1 ? await tx.$count(products, and(...conditions)) : 0);
    if (page.length === 0) return { rows: [], total };
    const rows = await tx
      .select(productColumns)
      .from(products)
      .where(
        inArray(
          products.id,
          page.map((row) => row.id),
        ),
      );
    const position = new Map(page.map((row, i) => [row.id, i]));
    return { rows: rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!), total };
  };

  if (!filter.q) return findPage(db);
  return db.transaction(async (tx) => {
    await tx.execute(preferIndexScans);
    return findPage(tx as unknown as Database);
  });
}

/** Same category, or the same first word in the name (spec §9); same category first. */
async function relatedCondition(db: Database, productId: string) {
  if (!isProductId(productId)) return null;
  const [source] = await db
    .select({ name: products.name, category: products.category })
    .from(products)
    .where(eq(products.id, productId));
  if (!source) return null;
  const firstWord =
    source.name
      .trim()
      .split(/\s+/)[0]
      ?.toLowerCase()
      .replace(/[%_\\]/g, '') ?? '';
  const sameCategory = source.category ? eq(products.category, source.category) : undefined;
  const sameWord = firstWord ? sql`lower(${products.name}) like ${`${firstWord}%`}` : undefined;
  const either = or(sameCategory, sameWord);
  return {
    // Neither a category nor a name word: nothing is related.
    where: either ? and(ne(products.id, productId), either) : sql`1 = 0`,
    // Same category first; without a category there is nothing to rank by.
    rank: sameCategory ? sql`(${sameCategory})::int` : undefined,
  };
}

export async function findProduct(db: Database, id: string): Promise<ProductRow | null> {
  if (!isProductId(id)) return null;
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id));
  return row ?? null;
}

/** Products with their review figures: approved comments, and the average of their real ratings. */
export async function findProductsWithReviews(db: Database, ids: string[]) {
  const valid = ids.filter(isProductId);
  const found = new Map<
    string,
    { product: ProductRow; reviews: { reviewCount: number; averageRating: number | null } }
  >();
  if (valid.length === 0) return found;
  const approved = sql`${comments.productId} = ${products.id} and ${comments.approved}`;
  const rows = await db
    .select({
      ...productColumns,
      reviewCount: sql<number>`(select count(*) from ${comments} where ${approved})`.mapWith(Number),
      averageRating: sql<
        number | null
      >`(select round(avg(${comments.rating}), 1) from ${comments} where ${approved} and ${comments.rating} is not null)`,
    })
    .from(products)
    .where(inArray(products.id, valid));
  for (const { reviewCount, averageRating, ...product } of rows) {
    found.set(product.id, {
      product: product as ProductRow,
      reviews: { reviewCount, averageRating: averageRating === null ? null : Number(averageRating) },
    });
  }
  return found;
}

/** The product with its review figures; null when there is none. */
export async function findProductWithReviews(db: Database, id: string) {
  return (await findProductsWithReviews(db, [id])).get(id) ?? null;
}

export async function listCategories(db: Database) {
  return db
    .select({ category: products.category, count: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(ne(products.category, ''))
    .groupBy(products.category)
    .orderBy(products.category);
}

export type ProductWrite = Omit<typeof products.$inferInsert, 'id' | 'searchText' | 'createdAt'>;

export async function insertProduct(db: Database, values: ProductWrite): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning(productColumns);
  return row;
}

export async function updateProduct(db: Database, id: string, values: Partial<ProductWrite>) {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning(productColumns);
  return row ?? null;
}

export async function deleteProduct(db: Database, id: string): Promise<ProductRow | null> {
  if (!isProductId(id)) return null;
  const [row] = await db.delete(products).where(eq(products.id, id)).returning(productColumns);
  return row ?? null;
}

/** Every product's id and last change, for the sitemap. */
export const listProductPaths = (db: Database) =>
  db
    .select({
      id: products.id,
      name: products.name,
      casNumber: products.casNumber,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .orderBy(desc(products.createdAt));

/**
 * The product a slug names (src/contract/product-slug.ts), found by the id part at its end through
 * the primary key's index: ids starting with those eight characters, the one whose slug matches
 * first. Also answers a full id. Null when nothing has that id part.
 */
export async function findProductBySlug(db: Database, slug: string): Promise<ProductRow | null> {
  if (isProductId(slug)) return findProduct(db, slug.toLowerCase());
  const idPart = slugIdPart(slug);
  if (!idPart) return null;
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(
      and(
        gte(products.id, `${idPart}-0000-0000-0000-000000000000`),
        lte(products.id, `${idPart}-ffff-ffff-ffff-ffffffffffff`),
      ),
    )
    .limit(20);
  return rows.find((row) => productSlug({ _id: row.id, ...row }) === slug.toLowerCase()) ?? rows[0] ?? null;
}
