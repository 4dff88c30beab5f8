// The sales desk's queue read from the leads table (migrations 0021, 0022): the filters, the search,
// and pages taken by key (the sort column, then the id) so that page 2,000 costs what page 1 does.
// Every filter and sort here has its index in migration 0022; bench/leads.ts measures them.
import { and, asc, desc, eq, gte, isNull, lt, not, or, type SQL, sql } from 'drizzle-orm';
import type { LeadFilterQuery, LeadSort } from '@/contract/leads';
import { couldBeReference } from '@/contract/tracking';
import type { Locale } from '@/i18n/locales';
import type { Database } from '@/server/db/client';
import { escapeLike } from '@/server/db/escape-like';
import { leads, products, users } from '@/server/db/schema';

/**
 * What a filter needs beyond the query: who asks ("mine"), where overdue begins, and the search's
 * matches when they are few (findSearchHits), read in their stead.
 */
export type LeadListContext = { adminId: string; overdueBefore: Date; searchHits?: readonly string[] | null };

const SORT_COLUMNS = {
  created: { column: leads.createdAt, type: sql`timestamptz` },
  lastActivity: { column: leads.lastActivityAt, type: sql`timestamptz` },
  buyer: { column: leads.buyerName, type: sql`text` },
  reference: { column: leads.reference, type: sql`text` },
} satisfies Record<LeadSort, unknown>;

/** The last row of a page: its sort value as PostgreSQL writes it (exact to the microsecond), and id. */
export type LeadKey = { value: string; id: string };

// Dhaka has no daylight saving: a Dhaka day starts at 00:00 +06:00.
const dhakaDayStart = (day: string) => new Date(`${day}T00:00:00+06:00`);
const ONE_DAY_MS = 24 * 60 * 60 * 1000;

const PHONE_LIKE = /^[\d\s\-+().]+$/;

// Words match buyer, company and message by their beginning ("rah" finds Rahim); the whole text,
// and its digits alone for a phone number written with spaces or dashes, match reference, e-mail
// and phone anywhere (trigrams need three characters); a text with an @ is an e-mail's beginning.
function searchCondition(q: string): SQL | undefined {
  const needle = q.toLowerCase();
  // An e-mail's beginning: a range of the e-mail index. Trigrams would have to intersect the long
  // lists of the letters every address shares ("com", "mai").
  if (needle.includes('@')) return sql`lower(${leads.email}) LIKE ${`${escapeLike(needle)}%`}`;
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter(Boolean);
  const conditions: SQL[] = [];
  if (words.length > 0) {
    const query = words.map((word) => `${word}:*`).join(' & ');
    conditions.push(sql`${leads.searchWords} @@ to_tsquery('simple', ${query})`);
  }
  if (needle.length >= 3) conditions.push(sql`${leads.searchContact} LIKE ${`%${escapeLike(needle)}%`}`);
  // Only a text written as a phone number is also tried as its digits: the digits of "a3f9c1" would
  // match thousands of phone numbers.
  const digits = PHONE_LIKE.test(q) ? q.replace(/\D/g, '') : '';
  if (digits.length >= 3 && digits !== needle)
    conditions.push(sql`${leads.searchContact} LIKE ${`%${digits}%`}`);
  return or(...conditions);
}

/**
 * For a search written as a code (a reference, a phone number: it has a digit, or could be a
 * reference), the ids of the leads it matches (spam and every other filter aside) when there are no
 * more than `cap` of them; null otherwise. The page and its count then read those rows by id.
 * Read together with an order and the other filters, such a search, which matches a handful of
 * leads, was planned from the estimate of a prefix word search it includes (2% of the table, for a
 * word the statistics do not know) as a walk down the sort's index testing every row: all 100,000
 * of them. Alone, it is a bitmap of the two search indexes, and its few rows are sorted in a moment.
 * Words (names, products) are known to the statistics and planned well; for them this would be a
 * read too many.
 */
export async function findSearchHits(db: Database, q: string | undefined, cap: number) {
  const isCode = q !== undefined && (/\d/.test(q) || couldBeReference(q));
  const condition = isCode ? searchCondition(q) : undefined;
  if (!condition) return null;
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(condition)
    .limit(cap + 1);
  return rows.length > cap ? null : rows.map((row) => row.id);
}

// Ids as one array parameter: uuids hold no character an array literal would need to quote.
const idIn = (ids: readonly string[]) => sql`${leads.id} = ANY(${`{${ids.join(',')}}`}::uuid[])`;

const unanswered = (overdueBefore: Date) =>
  and(isNull(leads.firstResponseAt), not(leads.isSpam), lt(leads.createdAt, overdueBefore));

function filterConditions(filter: LeadFilterQuery, context: LeadListContext): SQL | undefined {
  const conditions: (SQL | false | '' | undefined)[] = [
    filter.spam === 'only' ? eq(leads.isSpam, true) : eq(leads.isSpam, false),
    filter.kind && eq(leads.kind, filter.kind),
    filter.status && eq(leads.status, filter.status),
    filter.owner === 'mine'
      ? eq(leads.ownerId, context.adminId)
      : filter.owner === 'unassigned'
        ? isNull(leads.ownerId)
        : filter.owner && eq(leads.ownerId, filter.owner),
    filter.product && sql`${leads.productIds} @> ARRAY[${filter.product}]::uuid[]`,
    filter.category && sql`${leads.categories} @> ARRAY[${filter.category}]::text[]`,
    filter.from && gte(leads.createdAt, dhakaDayStart(filter.from)),
    filter.to && lt(leads.createdAt, new Date(dhakaDayStart(filter.to).getTime() + ONE_DAY_MS)),
    filter.overdue === true && unanswered(context.overdueBefore),
    filter.overdue === false && not(unanswered(context.overdueBefore) as SQL),
    filter.q ? (context.searchHits ? idIn(context.searchHits) : searchCondition(filter.q)) : undefined,
  ];
  return and(...conditions.filter((condition): condition is SQL => Boolean(condition)));
}

/**
 * The lead's product names as the list shows them in `locale`: a Bengali page shows the Bengali name
 * of each product that still exists and has one, else the name the request stored. A stored name is
 * matched to its product among the lead's by that name (lines need not follow the products' order),
 * or to the lead's one product when it has one product and one name (a product renamed since). Each
 * look-up goes by the products' primary key, for the page's rows only.
 */
function shownProductNames(locale: Locale) {
  if (locale !== 'bn') return leads.productNames;
  return sql<string[]>`array(
    select coalesce((
      select nullif(${products.nameBn}, '') from ${products}
      where ${products.id} = any(${leads.productIds})
        and (${products.name} = stored.name
          or (cardinality(${leads.productIds}) = 1 and cardinality(${leads.productNames}) = 1))
      limit 1
    ), stored.name)
    from unnest(${leads.productNames}) with ordinality as stored(name, position)
    order by stored.position)`;
}

function selectLeads(
  db: Database,
  filter: LeadFilterQuery,
  context: LeadListContext,
  after: LeadKey | null,
  locale: Locale,
) {
  const { column, type } = SORT_COLUMNS[filter.sort];
  const order = filter.dir === 'asc' ? asc : desc;
  const comparison = filter.dir === 'asc' ? sql`>` : sql`<`;
  return db
    .select({
      lead: leads,
      ownerName: users.fullName,
      productNames: shownProductNames(locale),
      overdue: sql<boolean>`coalesce(${unanswered(context.overdueBefore)}, false)`,
      sortValue: sql<string>`${column}::text`,
    })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.ownerId))
    .where(
      and(
        filterConditions(filter, context),
        after
          ? sql`(${column}, ${leads.id}) ${comparison} (${after.value}::${type}, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(order(column), order(leads.id));
}

export type LeadListRow = Awaited<ReturnType<typeof selectLeads>>[number];

/** One page of the queue, and the key of its last row when another page follows. */
export async function listLeads(
  db: Database,
  filter: LeadFilterQuery,
  context: LeadListContext,
  page: { after: LeadKey | null; limit: number },
  /** The language the rows' product names are shown in. */
  locale: Locale,
) {
  const found = await selectLeads(db, filter, context, page.after, locale).limit(page.limit + 1);
  const rows = found.slice(0, page.limit);
  const last = rows.at(-1);
  const next = found.length > page.limit && last ? { value: last.sortValue, id: last.lead.id } : null;
  return { rows, next };
}

/** How many leads match, counted no further than `cap` (`cap + 1` means "more"). */
export async function countLeads(
  db: Database,
  filter: LeadFilterQuery,
  context: LeadListContext,
  cap: number,
) {
  const matching = db
    .select({ one: sql`1` })
    .from(leads)
    .where(filterConditions(filter, context))
    .limit(cap + 1)
    .as('matching');
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(matching);
  return total;
}

/**
 * Every lead the filter matches, in its order, read page by page by key: the export holds one batch
 * in memory at a time however many leads match.
 */
export async function* leadBatches(
  db: Database,
  filter: LeadFilterQuery,
  context: LeadListContext,
  batchSize: number,
): AsyncGenerator<LeadListRow[]> {
  let after: LeadKey | null = null;
  do {
    // The export keeps each product's name as the request stored it.
    const { rows, next } = await listLeads(db, filter, context, { after, limit: batchSize }, 'en');
    if (rows.length > 0) yield rows;
    after = next;
  } while (after);
}
