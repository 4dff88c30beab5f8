// Catalogue search, done by the database (DESIGN.md §1). A product is found when any word of the
// query appears in its search text (name, category, CAS number with and without hyphens,
// description), which the trigram GIN index on products.search_text answers for LIKE '%word%'.
// Products are ranked by how many of the words they hold, so those holding all come first, and a
// query whose words appear nowhere finds nothing.
//
// Spelling: the search text and the query's words both pass through search_spelling (migrations
// 0003 and 0012), which writes British and American spellings one way ("sulphate" and "sulfate"
// alike) and folds Bengali variant spellings ("অ্যাসিড" and "এসিড", "কষ্টিক" and "কস্টিক", য় typed as
// one code point or two).
//
// Compounds: two words of the query that make one catalogue word together ("পার অক্সাইড" for
// "পারক্সাইড", "per oxide") are searched as that word, not as two words each found elsewhere
// ("অক্সাইড" is in "ডাইঅক্সাইড").
//
// Typos: a word found nowhere in the catalogue is replaced by the closest catalogue words, looked up
// with pg_trgm similarity in search_words (the catalogue's vocabulary, a few thousand short words
// with their own trigram index). Comparing the misspelt word with every product's whole text
// instead costs a hundred times more.
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client';
import { products, searchWords } from '@/server/db/schema';

// "sulphric"/"sulphuric" score 0.58, "sulfric"/"sulfuric" 0.55, "textle"/"textile" 0.50, while
// look-alikes that are other words ("bleching"/"blending" 0.38, "soda"/"sodium" 0.33,
// "tetrachloride"/"chloride" 0.44) stay out.
export const MIN_SIMILARITY = 0.45;
const FUZZY_MIN_LENGTH = 4;
const MAX_SPELLINGS = 3;
const MAX_TERMS = 8;
// Shorter words ("c" in "vitamin c", "99") are in most products' text and the trigram index cannot
// look them up: they rank what the longer words find, but find nothing on their own.
const FINDING_MIN_LENGTH = 3;

/** A catalogue word a query word may stand for, and how close it is (1 for the word as typed). */
export type Spelling = { word: string; closeness: number };
/**
 * A word of the query with its spellings, the word itself first, then the closest. `settled` when
 * they cannot change as the catalogue's vocabulary grows (search_words only ever gains words): a
 * word matched as written, or one some catalogue word holds. A misspelt word's closest catalogue
 * words may change with any product's new words.
 */
export type Term = { term: string; spellings: Spelling[]; settled: boolean };

/** The query's distinct lower-cased words; characters that carry meaning in LIKE are dropped. */
export function searchTerms(q: string): string[] {
  const words = q
    .toLowerCase()
    .replace(/[%_\\]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/**
 * The words spelt as the search text is (search_spelling never adds a space, nor removes one); a
 * word of characters it drops alone (a joiner, a chandrabindu) is gone.
 */
async function spellAsSearchText(db: Database, terms: string[]): Promise<string[]> {
  const result = await db.execute(sql`select search_spelling(${terms.join(' ')}) as spelled`);
  const [row] = (result as unknown as { rows: { spelled: string }[] }).rows;
  return [...new Set(row.spelled.split(' ').filter(Boolean))];
}

// A word of letters, with the vowel signs and virama of Bengali (marks, not letters, in Unicode).
const WORD = /^[\p{L}\p{M}]+$/u;

/**
 * The ways two neighbouring words may be one word written apart: as they are, and in Bengali also
 * without the অ that a joined word drops after a consonant (পার + অক্সাইড = পারক্সাইড).
 */
function joinings(first: string, second: string): string[] {
  if (!WORD.test(first) || !WORD.test(second)) return [];
  const joined = [first + second];
  if (second.startsWith('অ') && /[\u0995-\u09B9\u09BC]$/u.test(first)) {
    joined.push(first + second.slice(1));
  }
  return joined;
}

/** The words, each pair of neighbours that is one catalogue word when joined replaced by that word. */
async function joinCompounds(db: Database, words: string[]): Promise<string[]> {
  const candidates = words.slice(1).flatMap((word, i) => joinings(words[i], word));
  if (candidates.length === 0) return words;
  const known = new Set(
    (
      await db
        .select({ word: searchWords.word })
        .from(searchWords)
        .where(inArray(searchWords.word, candidates))
    ).map(({ word }) => word),
  );
  const joined: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const compound = joinings(words[i], words[i + 1] ?? '').find((word) => known.has(word));
    joined.push(compound ?? words[i]);
    if (compound) i++;
  }
  return [...new Set(joined)];
}

/** A term (spelt as the search text is) with the catalogue words it may be a misspelling of. */
async function spellingsOf(db: Database, term: string): Promise<Term> {
  const asTyped = { word: term, closeness: 1 };
  // Numbers (CAS, grades) and short words are matched as written.
  if (term.length < FUZZY_MIN_LENGTH || !WORD.test(term))
    return { term, spellings: [asTyped], settled: true };
  // Whether some catalogue word holds the term, and when none does, its closest: one row at least.
  const result = await db.execute(sql`
    select known.known, close.word, close.closeness
    from (select exists (select 1 from ${searchWords} where strpos(${searchWords.word}, ${term}) > 0) as known) known
    left join lateral (
      select ${searchWords.word} as word, similarity(${searchWords.word}, ${term})::float8 as closeness
      from ${searchWords}
      where not known.known and ${searchWords.word} % ${term} and similarity(${searchWords.word}, ${term}) >= ${MIN_SIMILARITY}
      order by closeness desc, word
      limit ${MAX_SPELLINGS}
    ) close on true`);
  const rows = (
    result as unknown as { rows: { known: boolean; word: string | null; closeness: number | null }[] }
  ).rows;
  const close = rows.flatMap(({ word, closeness }) =>
    word === null ? [] : [{ word, closeness: Number(closeness) }],
  );
  return { term, spellings: [asTyped, ...close], settled: rows[0].known };
}

/** Each term with its spellings. */
export async function termSpellings(db: Database, typed: string[]): Promise<Term[]> {
  if (typed.length === 0) return [];
  const terms = await joinCompounds(db, await spellAsSearchText(db, typed));
  // One after the other: on the embedded database's one session they would queue anyway, and
  // other requests' queries take their turns between them.
  const spelled: Term[] = [];
  for (const term of terms) spelled.push(await spellingsOf(db, term));
  return spelled;
}

const contains = (column: SQL | PgColumn, word: string) => sql`${column} like ${`%${word}%`}`;
const anyOf = (conditions: SQL[]) => sql`(${sql.join(conditions, sql` or `)})`;
const sum = (parts: SQL[]) => sql`(${sql.join(parts, sql` + `)})`;

/** The terms that can find a product by themselves: the long ones, or all when none is long. */
function findingTerms(terms: Term[]) {
  const long = terms.filter(({ term }) => term.length >= FINDING_MIN_LENGTH);
  return long.length > 0 ? long : terms;
}

/** Some term that can find products (in one of its spellings) appears in the search text. */
export const searchCondition = (terms: Term[]) =>
  anyOf(
    findingTerms(terms).flatMap(({ spellings }) =>
      spellings.map(({ word }) => contains(products.searchText, word)),
    ),
  );

/**
 * How well a product matches: one point for each term it holds, plus a fraction for how close the
 * spelling it holds is to the term as typed. The fractions of all terms add up to less than one
 * point, so a product holding more terms always ranks above one holding fewer, however spelt.
 */
export const matchScore = (terms: Term[]) =>
  sum(
    terms.map(
      ({ spellings }) =>
        sql`(case ${sql.join(
          spellings.map(
            ({ word, closeness }) =>
              sql`when ${contains(products.searchText, word)} then ${1 + closeness / (MAX_TERMS + 1)}::float8`,
          ),
          sql` `,
        )} else 0 end)`,
    ),
  );

/** Products whose name holds more of the terms come first among equal matches. */
export const nameMatches = (terms: Term[]) =>
  sum(
    terms.map(
      ({ spellings }) =>
        sql`(${anyOf(spellings.map(({ word }) => contains(products.searchName, word)))})::int`,
    ),
  );

/**
 * What ranks the products found for these terms, each highest first. A single word spelt one way
 * scores every product found alike: its score is left out rather than worked out for each of them.
 */
export const searchRanks = (terms: Term[]) =>
  terms.length === 1 && terms[0].spellings.length === 1
    ? [nameMatches(terms)]
    : [matchScore(terms), nameMatches(terms)];
