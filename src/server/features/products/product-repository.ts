// Product queries. Lookups answer null when nothing is found; the routes decide what that means.
import { and, desc, eq, getTableColumns, gt, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { DocumentKind, ProductGrade } from '@/contract/enums';
import type { ProductDocumentRef, StoredDocument } from '@/contract/media';
import { productSlug, slugIdPart } from '@/contract/product-slug';
import { todayInDhaka } from '@/contract/quotations';
import type { Database } from '@/server/db/client';
import { comments, productDocuments, products, productVariants, searchWords } from '@/server/db/schema';
import type { ListRow, ProductColumns, ProductRow } from './product-view';
import { searchCondition, searchRanks, searchTerms, termSpellings } from './search-repository';
import { listVariants } from './variant-repository';

// The product's current documents: the newest revision of each type and language (older ones are on
// the documents page), read with the product in the same statement. (Written out: inside a subquery
// drizzle would leave the outer row's columns unqualified.)
const currentDocuments = sql<ProductDocumentRef[]>`coalesce((
  select jsonb_agg(jsonb_build_object(
    'id', d.id, 'asset', d.asset, 'kind', d.kind, 'title', d.title, 'byteSize', d.byte_size,
    'language', d.language, 'revisionDate', d.revision_date, 'access', d.access
  ) order by array_position(array['sds', 'tds', 'coa', 'other'], d.kind), d.language)
  from (
    select distinct on (kind, language) *
    from product_documents
    where product_id = "products"."id"
    order by kind, language, revision_date desc, created_at desc
  ) d
), '[]'::jsonb)`.as('documents');

// Every column but the generated search text and name, which are only ever matched, never shown.
const { searchText: _searchText, searchName: _searchName, ...tableColumns } = getTableColumns(products);
const productColumns = { ...tableColumns, documents: currentDocuments };

// What a list shows of a product (contract ProductSummarySchema), with its variants for their prices:
// not its documents (a subquery each), hazards, specifications or other pictures.
const listColumns: { [K in keyof Omit<ListRow, 'variants'>]: (typeof products)[K] } = {
  id: products.id,
  name: products.name,
  nameBn: products.nameBn,
  description: products.description,
  descriptionBn: products.descriptionBn,
  category: products.category,
  casNumber: products.casNumber,
  photo: products.photo,
  inStock: products.inStock,
  priceMin: products.priceMin,
  priceMax: products.priceMax,
  currency: products.currency,
  unit: products.unit,
  unitLegacy: products.unitLegacy,
  contactForPrice: products.contactForPrice,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

export type ProductFilter = {
  q?: string;
  category?: string;
  /** Products offered in this grade (one of their variants). */
  grade?: ProductGrade;
  /** The products related to this one (spec §9), whatever the other filters say. */
  relatedTo?: string;
  /** Counts kept from earlier requests (the route's cache): a count kept is not counted again. */
  counts?: KeptCounts;
  page: number;
  limit: number;
};

/**
 * Counts of products by what they were counted by, kept between requests: `once` answers the kept
 * count or counts once for all who ask at the same time; `get` and `set` serve a count that comes
 * with the page's own query.
 */
export type KeptCounts = {
  get(key: string): number | undefined;
  /** `finds`: the words finding what it counts (`Listed`). */
  set(key: string, count: number, finds: Finds): void;
  once(key: string, count: () => Promise<number>, finds: Finds): number | Promise<number>;
};

/**
 * The words that find a list's products, spelt as the search text is: a product whose search text
 * holds none of them, before or after its change, was not in the list and is not now (lib/change.ts,
 * `words`); none for a list in the catalogue's order, whatever its filters. `misspelt` when a word
 * of the query is in no catalogue word, and was searched as its closest ones, which a word new to
 * the catalogue may change; `byName` when it holds products named alike (a product's related
 * products), which a product's new name may change. Undefined when any change may alter it.
 */
export type Finds = { words: readonly string[]; misspelt: boolean; byName?: boolean } | undefined;
/** What finds the products of a list in the catalogue's order: no word. */
export const IN_CATALOGUE_ORDER: Finds = { words: [], misspelt: false };
/** What finds a product's related products: its category (the catalogue's order), and names alike. */
const NAMED_ALIKE: Finds = { words: [], misspelt: false, byName: true };
/** A page of products, how many match in all, and the words that find them. */
export type Listed = { rows: ListRow[]; total: number; finds: Finds };

/** What a filter's count is kept by: paging on through the same filter does not count it again. */
const countKey = (filter: Pick<ProductFilter, 'q' | 'category' | 'grade'>) =>
  JSON.stringify([filter.q ?? '', filter.category ?? '', filter.grade ?? '']);

/** The count kept under `key`, or `count()`'s, kept from now on. */
const counted = (counts: KeptCounts | undefined, key: string, count: () => Promise<number>, finds: Finds) =>
  counts ? counts.once(key, count, finds) : count();

/** The catalogue's order: newest first, and among products made at the same moment, by id. */
const NEWEST_FIRST = [desc(products.createdAt), desc(products.id)];

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isProductId = (id: string) => UUID_PATTERN.test(id);

/**
 * A page of products and how many match in all: newest first, or when searching, the best matches
 * first (search-repository.ts). The page's ids are found on narrow rows, then only those are read,
 * as a list shows them (listColumns).
 */
export async function listProducts(db: Database, filter: ProductFilter): Promise<Listed> {
  const conditions: (SQL | undefined)[] = [];
  // What ranks the products, each highest first; the newest come first among equals.
  const ranks: SQL[] = [];
  if (filter.category) conditions.push(eq(products.category, filter.category));
  // Answered from the (grade, product_id) index for each product the page reads.
  if (filter.grade) {
    conditions.push(
      sql`exists (select 1 from ${productVariants} where ${productVariants.grade} = ${filter.grade} and ${productVariants.productId} = ${products.id})`,
    );
  }

  if (filter.relatedTo) return listRelated(db, filter.relatedTo, filter);

  // The query's spellings are looked up first, each lookup a query of its own: on the embedded
  // database other requests' queries take turns with them.
  const terms = filter.q ? await termSpellings(db, searchTerms(filter.q)) : [];
  if (terms.length > 0) {
    conditions.push(searchCondition(terms));
    ranks.push(...searchRanks(terms));
  }
  const finds = {
    words: terms.flatMap((term) => term.spellings.map((spelling) => spelling.word)),
    misspelt: terms.some((term) => !term.settled),
  };
  const found =
    ranks.length === 0
      ? await findNewestPage(db, and(...conditions), filter)
      : await findRankedPage(db, and(...conditions), ranks, filter, finds);
  return { ...found, finds };
}

/**
 * Newest first with no ranking: the page's ids are found from an index (schema.ts) on narrow rows, and
 * only those products read (listColumns), in the same statement. Counting is a separate query, asked at the
 * same time, whose answer the route keeps. A page nobody has asked for since the last change (every
 * page, after an edit) was three round trips after one another with its variants and its count; at
 * 10,000 products, on an idle server, it took 8.6 ms (p50) on the embedded database and 6.0 ms on
 * PostgreSQL, and now 4.8 and 3.3.
 */
async function findNewestPage(db: Database, where: SQL | undefined, filter: ProductFilter) {
  const page = newestIdsQuery(db, where, filter.limit, (filter.page - 1) * filter.limit);
  const [rows, total] = await Promise.all([
    db
      .select(listColumns)
      .from(products)
      .where(inArray(products.id, page))
      .orderBy(...NEWEST_FIRST)
      .then((found) => withVariants(db, found)),
    counted(filter.counts, countKey(filter), () => db.$count(products, where), IN_CATALOGUE_ORDER),
  ]);
  return { rows, total };
}

/**
 * The best matches first. The matching products' ranks are worked out once, into narrow rows that
 * are counted and sorted: sorting and counting the products themselves would carry their whole
 * search text (past the working memory when thousands match). PostgreSQL keeps a query referred to
 * twice. Only the page's products are then read (listColumns), in the same statement, as a
 * newest-first page is (findNewestPage).
 */
async function findRankedPage(
  db: Database,
  where: SQL | undefined,
  ranks: SQL[],
  filter: ProductFilter,
  finds: Finds,
) {
  const knownTotal = filter.counts?.get(countKey(filter));
  const rankColumn = (i: number) => `rank_${i}`;
  const bestFirst = ranks.map((_, i) => desc(sql.identifier(rankColumn(i))));
  const matching = db.$with('matching').as(
    db
      .select({
        id: products.id,
        createdAt: products.createdAt,
        ...Object.fromEntries(ranks.map((rank, i) => [rankColumn(i), rank.as(rankColumn(i))])),
      })
      .from(products)
      .where(where),
  );
  const page = db.$with('page').as(
    db
      .select({
        pageId: sql<string>`${matching.id}`.as('page_id'),
        ...Object.fromEntries(
          ranks.map((_, i) => [rankColumn(i), sql`${sql.identifier(rankColumn(i))}`.as(rankColumn(i))]),
        ),
        ...(knownTotal === undefined
          ? { total: sql<number>`(select count(*) from ${matching})`.mapWith(Number).as('total') }
          : {}),
      })
      .from(matching)
      .orderBy(...bestFirst, desc(matching.createdAt), desc(matching.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
  );
  const found = await db
    .with(matching, page)
    .select({
      ...listColumns,
      ...(knownTotal === undefined ? { total: sql<number>`${sql.identifier('total')}`.mapWith(Number) } : {}),
    })
    .from(products)
    .innerJoin(page, eq(products.id, sql`${sql.identifier('page_id')}`))
    .orderBy(...bestFirst, ...NEWEST_FIRST);
  // Past the last page there is no row to carry the total: count on its own.
  const total =
    knownTotal ??
    (found[0] as { total?: number } | undefined)?.total ??
    (filter.page > 1 ? await db.$count(products, where) : 0);
  if (knownTotal === undefined) filter.counts?.set(countKey(filter), total, finds);
  const rows = found.map(({ total: _total, ...row }: (typeof found)[number] & { total?: number }) => row);
  return { rows: await withVariants(db, rows), total };
}

/** The ids of the newest products matching `where`, by the indexes on (category,) created_at, id. */
const newestIdsQuery = (db: Database, where: SQL | undefined, limit: number, offset = 0) =>
  db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(limit)
    .offset(offset);

async function newestIds(db: Database, where: SQL | undefined, limit: number, offset = 0) {
  return (await newestIdsQuery(db, where, limit, offset)).map((row) => row.id);
}

/** The products with these ids, as a list shows them, in the order of `ids`. */
async function readInOrder(db: Database, ids: string[]): Promise<ListRow[]> {
  if (ids.length === 0) return [];
  const rows = await readWithVariants(
    db,
    ids,
    db.select(listColumns).from(products).where(inArray(products.id, ids)),
  );
  const position = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
}

/** The rows with their variants, read for all of them at once. */
async function withVariants<Row extends { id: string }>(db: Database, rows: Row[]) {
  return joinVariants(
    rows,
    await listVariants(
      db,
      rows.map((row) => row.id),
    ),
  );
}

/**
 * The products with these ids, whole, and their variants, read at the same time (the ids are known):
 * a product nobody asked for since the last change is read in one round trip, not two after one
 * another. Under 200 clients on PostgreSQL each round trip also waits for a turn of the busy event
 * loop (30-40 ms).
 */
async function readWithVariants<Row extends { id: string }>(
  db: Database,
  ids: string[],
  rows: Promise<Row[]>,
) {
  const [found, variants] = await Promise.all([rows, listVariants(db, ids)]);
  return joinVariants(found, variants);
}

const joinVariants = <Row extends { id: string }>(
  rows: Row[],
  variants: Awaited<ReturnType<typeof listVariants>>,
) =>
  rows.map((row): Row & Pick<ProductRow, 'variants'> => ({ ...row, variants: variants.get(row.id) ?? [] }));

/**
 * Related products (spec §9): the same category first, then the same first word in the name,
 * newest first within each, never the product itself. Each part is read from an index only as far
 * as the page needs, so a product page costs the same in a catalogue of 100,000 as of 100. The
 * counts are kept by category and by category and word, not by product: every product of a
 * category shares them, where counting a category of 20,000 anew for each product page held the
 * embedded database for tens of milliseconds, ahead of every other query.
 */
async function listRelated(
  db: Database,
  productId: string,
  { page, limit, counts }: ProductFilter,
): Promise<Listed> {
  if (!isProductId(productId)) return { rows: [], total: 0, finds: NAMED_ALIKE };
  const others = ne(products.id, productId);
  const wanted = page * limit;
  // The product and the newest of its category (named by a subquery) at the same time: the category
  // part is all a page needs but for products in small categories.
  const [[source], inCategory] = await Promise.all([
    db
      .select({ name: products.name, category: products.category })
      .from(products)
      .where(eq(products.id, productId)),
    newestIds(
      db,
      and(
        others,
        eq(
          products.category,
          sql`(select ${products.category} from ${products} where ${products.id} = ${productId})`,
        ),
      ),
      wanted,
    ),
  ]);
  if (!source) return { rows: [], total: 0, finds: NAMED_ALIKE };
  const firstWord =
    source.name
      .trim()
      .split(/\s+/)[0]
      ?.toLowerCase()
      .replace(/[%_\\]/g, '') ?? '';
  const inItsCategory = source.category ? eq(products.category, source.category) : undefined;
  const namedAlike = firstWord
    ? and(
        sql`lower(${products.name}) like ${`${firstWord}%`}`,
        source.category ? ne(products.category, source.category) : undefined,
      )
    : undefined;
  // Neither a category nor a name word: nothing is related.
  if (!inItsCategory && !namedAlike) return { rows: [], total: 0, finds: NAMED_ALIKE };

  const byName =
    namedAlike && inCategory.length < wanted
      ? await newestIds(db, and(others, namedAlike), wanted - inCategory.length)
      : [];
  const ids = [...inCategory, ...byName].slice((page - 1) * limit);
  // Fewer than asked for: these are all of them.
  if (inCategory.length + byName.length < wanted) {
    return { rows: await readInOrder(db, ids), total: inCategory.length + byName.length, finds: NAMED_ALIKE };
  }
  // The counts leave the product itself out: it is in its own category, and among the products
  // named alike only when it has no category (then it is named like itself, unless its first word
  // had characters the pattern drops). They are asked for with the rows, not after them: after a
  // catalogue change none is kept, and the page waited for each in turn.
  const selfNamedAlike = !source.category && source.name.toLowerCase().startsWith(firstWord) ? 1 : 0;
  const without = async (total: number | Promise<number>, itself: number) => (await total) - itself;
  const [rows, categoryCount, nameCount] = await Promise.all([
    readInOrder(db, ids),
    source.category
      ? without(
          counted(
            counts,
            countKey({ category: source.category }),
            () => db.$count(products, inItsCategory),
            IN_CATALOGUE_ORDER,
          ),
          1,
        )
      : 0,
    namedAlike
      ? without(
          counted(
            counts,
            JSON.stringify(['named alike', source.category ?? '', firstWord]),
            () => db.$count(products, namedAlike),
            NAMED_ALIKE,
          ),
          selfNamedAlike,
        )
      : 0,
  ]);
  return { rows, total: categoryCount + nameCount, finds: NAMED_ALIKE };
}

/**
 * What search matches of a product: its search text, and its names alone, which rank it (schema.ts);
 * with the number of words in the catalogue's vocabulary (search_words, which only grows: a trigger
 * adds every new search text's words), read at the same time.
 */
export type SearchTexts = { text: string; name: string; vocabulary: number };

/** How many words the catalogue's vocabulary (search_words) has: alone, or read in a product's select. */
export const vocabularySize = (db: Database) => db.$count(searchWords);

export async function findSearchTexts(db: Database, id: string): Promise<SearchTexts | null> {
  if (!isProductId(id)) return null;
  const [row] = await db
    .select({
      text: products.searchText,
      name: products.searchName,
      vocabulary: vocabularySize(db),
    })
    .from(products)
    .where(eq(products.id, id));
  return row ?? null;
}

export async function findProduct(db: Database, id: string): Promise<ProductRow | null> {
  if (!isProductId(id)) return null;
  const [row] = await readWithVariants(
    db,
    [id],
    db.select(productColumns).from(products).where(eq(products.id, id)),
  );
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
  const rows = db
    .select({
      ...productColumns,
      reviewCount: sql<number>`(select count(*) from ${comments} where ${approved})`.mapWith(Number),
      averageRating: sql<
        number | null
      >`(select round(avg(${comments.rating}), 1) from ${comments} where ${approved} and ${comments.rating} is not null)`,
    })
    .from(products)
    .where(inArray(products.id, valid));
  for (const { reviewCount, averageRating, ...product } of await readWithVariants(db, valid, rows)) {
    found.set(product.id, {
      product: product as ProductRow,
      reviews: { reviewCount, averageRating: averageRating === null ? null : Number(averageRating) },
    });
  }
  return found;
}

/** Up to `limit` product ids after `after`, in id order (the primary key's): the catalogue in pages. */
export async function listProductIdsAfter(db: Database, after: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(after ? gt(products.id, after) : undefined)
    .orderBy(products.id)
    .limit(limit);
  return rows.map((row) => row.id);
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

/** Data sheets uploaded with the product form: English, public, revised today. */
export async function insertDataSheets(db: Database, productId: string, documents: StoredDocument[]) {
  if (documents.length === 0) return;
  await db.insert(productDocuments).values(
    documents.map((doc) => ({
      productId,
      kind: doc.kind,
      language: 'en' as const,
      revisionDate: todayInDhaka(),
      access: 'public' as const,
      title: doc.title,
      asset: doc.asset,
      byteSize: doc.byteSize,
    })),
  );
}

/** Removes every revision of these types of the product's documents; answers their files. */
export async function deleteDocumentsOfKinds(db: Database, productId: string, kinds: DocumentKind[]) {
  if (kinds.length === 0) return [];
  const deleted = await db
    .delete(productDocuments)
    .where(and(eq(productDocuments.productId, productId), inArray(productDocuments.kind, kinds)))
    .returning({ asset: productDocuments.asset });
  return deleted.map((row) => row.asset);
}

export async function insertProduct(db: Database, values: ProductWrite): Promise<ProductColumns> {
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

export async function deleteProduct(db: Database, id: string): Promise<ProductColumns | null> {
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
 * The id of the product a slug names (src/contract/product-slug.ts), found by the id part at its end
 * through the primary key's index: ids starting with those eight characters, the one whose slug
 * matches first (else one from before a rename). Null when nothing has that id part.
 */
export async function findProductIdBySlug(db: Database, slug: string): Promise<string | null> {
  const idPart = slugIdPart(slug);
  if (!idPart) return null;
  const rows = await db
    .select({ id: products.id, name: products.name, casNumber: products.casNumber })
    .from(products)
    .where(
      and(
        gte(products.id, `${idPart}-0000-0000-0000-000000000000`),
        lte(products.id, `${idPart}-ffff-ffff-ffff-ffffffffffff`),
      ),
    )
    .limit(20);
  const row = rows.find((row) => productSlug({ _id: row.id, ...row }) === slug.toLowerCase()) ?? rows[0];
  return row?.id ?? null;
}
