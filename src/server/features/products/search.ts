// Catalogue search, done by the database (DESIGN.md §1): every word of the query must appear in the
// product's search text (name, category, CAS number with and without hyphens, description), either
// as written or close to it (pg_trgm word similarity, so "sulphric" finds "sulphuric"). Both tests
// are served by the trigram GIN index on products.search_text.
import { and, type SQL, sql } from 'drizzle-orm';
import { products } from '@/server/db/schema';

// Word similarity at or above this counts as a match. pg_trgm's default (0.6) misses one-letter
// typos in short words ("textle", "sulphric" score 0.57-0.58); below 0.5 unrelated words creep in.
export const WORD_SIMILARITY_THRESHOLD = 0.5;
const MAX_TERMS = 8;

/** The query's distinct lower-cased words; characters that carry meaning in LIKE are dropped. */
export function searchTerms(q: string): string[] {
  const words = q
    .toLowerCase()
    .replace(/[%_\\]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_TERMS);
}

export function searchCondition(terms: string[]): SQL | undefined {
  return and(
    ...terms.map(
      (term) => sql`(${products.searchText} like ${`%${term}%`} or ${term} <% ${products.searchText})`,
    ),
  );
}

/** Best first: the name closest to the query, then the closest text overall. */
export function searchRanking(q: string): SQL[] {
  const query = q.toLowerCase();
  return [
    sql`word_similarity(${query}, lower(${products.name})) desc`,
    sql`word_similarity(${query}, ${products.searchText}) desc`,
  ];
}

/** The similarity threshold for `<%`, for the current transaction only. */
export const setSimilarityThreshold = sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`;
