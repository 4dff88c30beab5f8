// Catalogue search, done by the database (DESIGN.md §1). Every word of the query must appear in the
// product's search text (name, category, CAS number with and without hyphens, description), which
// the trigram GIN index on products.search_text answers for LIKE '%word%'.
//
// Typos: a word found nowhere in the catalogue is replaced by the closest catalogue words, looked up
// with pg_trgm similarity in search_words (the catalogue's vocabulary, a few thousand short words
// with their own trigram index). Comparing the misspelt word with every product's whole text
// instead costs a hundred times more.
import { and, desc, notExists, type SQL, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { products, searchWords } from '@/server/db/schema';

// "sulphric"/"sulphuric" score 0.58, "textle"/"textile" 0.50, "sulfuric"/"sulphuric" 0.46, while
// look-alikes that are other words ("bleching"/"blending" 0.38, "soda"/"sodium" 0.33) stay out.
export const MIN_SIMILARITY = 0.45;
const FUZZY_MIN_LENGTH = 4;
const MAX_SPELLINGS = 3;
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

/** Each term with the catalogue words it may be a misspelling of (the term itself first). */
export async function termSpellings(db: Database, terms: string[]): Promise<string[][]> {
  return Promise.all(
    terms.map(async (term) => {
      // Numbers (CAS, grades) and short words are matched as written.
      if (term.length < FUZZY_MIN_LENGTH || !/^\p{L}+$/u.test(term)) return [term];
      const similarity = sql`similarity(${searchWords.word}, ${term})`;
      const known = db
        .select({ word: searchWords.word })
        .from(searchWords)
        .where(sql`strpos(${searchWords.word}, ${term}) > 0`);
      const close = await db
        .select({ word: searchWords.word })
        .from(searchWords)
        .where(
          and(sql`${searchWords.word} % ${term}`, sql`${similarity} >= ${MIN_SIMILARITY}`, notExists(known)),
        )
        .orderBy(desc(similarity), searchWords.word)
        .limit(MAX_SPELLINGS);
      return [term, ...close.map((row) => row.word)];
    }),
  );
}

const contains = (column: SQL | typeof products.searchText, word: string) =>
  sql`${column} like ${`%${word}%`}`;
const anyOf = (conditions: SQL[]) => sql`(${sql.join(conditions, sql` or `)})`;

/** Every term (in one of its spellings) appears in the search text. */
export const searchCondition = (spellings: string[][]) =>
  and(...spellings.map((words) => anyOf(words.map((word) => contains(products.searchText, word)))));

/** Products whose name holds more of the terms come first. */
export const nameMatches = (spellings: string[][]) =>
  sql.join(
    spellings.map(
      (words) => sql`(${anyOf(words.map((word) => contains(sql`lower(${products.name})`, word)))})::int`,
    ),
    sql` + `,
  );

// The planner's default cost for random page reads assumes spinning disks and makes it scan the
// whole table rather than use the trigram index. Embedded or on SSD, pages cost alike.
export const preferIndexScans = sql`select set_config('random_page_cost', '1.1', true)`;
