// What adding and editing a product share: the columns a submission writes, and the rule against
// one picture twice among the additional photos.
import type { StoredImage } from '@/contract/media';
import { PRODUCT_MESSAGES, type ProductValues } from '@/contract/products';
import { badRequest } from '@/server/lib/http-error';
import type { ProductWrite, SearchTexts } from './product-repository';
import type { ProductRow } from './product-row';

export const productColumns = (values: ProductValues): ProductWrite => ({
  name: values.name,
  description: values.description,
  nameBn: values.nameBn,
  descriptionBn: values.descriptionBn,
  category: values.category,
  casNumber: values.casNumber,
  inStock: values.inStock,
  contactPhone: values.contactPhone,
  specifications: values.specifications,
  priceMin: values.price.minValue,
  priceMax: values.price.maxValue,
  currency: values.price.currency,
  unit: values.price.unit,
  // A unit chosen from the list replaces the old free text the migration could not read.
  unitLegacy: null,
  contactForPrice: values.price.contactForPrice,
  ghsPictograms: values.safety.pictograms,
  signalWord: values.safety.signalWord,
  hazardStatements: values.safety.hazardStatements,
  precautionaryStatements: values.safety.precautionaryStatements,
  storageConditions: values.safety.storage,
  storageConditionsBn: values.safety.storageBn,
  ...values.transport,
});

/**
 * The additional photos, refused when one picture is among them twice: the form says so when the
 * picture is added, and the server agrees rather than quietly keeping one.
 */
export function refuseRepeatedPhotos(images: StoredImage[]): StoredImage[] {
  const assets = new Set(images.map((image) => image.asset));
  if (assets.size !== images.length) throw badRequest(PRODUCT_MESSAGES.duplicatePhoto, 'additionalPhotos');
  return images;
}

// What a product's place in the catalogue's lists is decided by: the columns its search text and
// searched name are made of (schema.ts), its category (a filter, and its related products) and its
// grades (a filter); the order is by when it was made, which no edit changes.
const PLACE_COLUMNS = [
  'name',
  'nameBn',
  'category',
  'casNumber',
  'unNumber',
  'hsCode',
  'description',
  'descriptionBn',
] as const satisfies readonly (keyof ProductRow)[];

const gradesOf = (product: ProductRow) =>
  [...new Set(product.variants.map((v) => v.grade))].sort().join('\n');

/**
 * Whether an edit leaves the product where it was in every list, search and count (a price, its
 * stock, a photo changed): the caches then forget only the lists showing it (change.ts, `inPlace`).
 */
export const keepsItsPlace = (before: ProductRow, after: ProductRow) =>
  PLACE_COLUMNS.every((column) => before[column] === after[column]) && gradesOf(before) === gradesOf(after);

/**
 * Whether an edit leaves the product in the same lists of the catalogue's order and the same counts:
 * its category and grades are as they were, whatever its words (change.ts, `inPlace`).
 */
export const staysInItsLists = (before: ProductRow, after: ProductRow) =>
  before.category === after.category && gradesOf(before) === gradesOf(after);

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);
type Texts = Pick<SearchTexts, 'text' | 'name'>;
type Vocabulary = Pick<SearchTexts, 'vocabulary'>;

/** The words of a product's search text, before and after a change, each once (change.ts, `words`). */
export const searchTextWords = (...texts: string[]) => [...new Set(texts.flatMap(wordsOf))].join(' ');

/**
 * The words an edit put into its search text or name, or took out of either, each once: for an edit
 * leaving it in its lists (`inPlace`), the only words that can make a search find it, or rank it,
 * otherwise (change.ts, `words`). A search matches a word anywhere in the text (LIKE '%word%') and a
 * searched word holds no space, so a word of the search held by no such word is held, or not, by the
 * text before and after alike, and by the name alike: the product is found, and ranked, as it was.
 */
export function changedSearchWords(before: Texts, after: Texts): string {
  const changed = new Set<string>();
  for (const part of ['text', 'name'] as const) {
    const had = new Set(wordsOf(before[part]));
    const has = new Set(wordsOf(after[part]));
    for (const word of had) if (!has.has(word)) changed.add(word);
    for (const word of has) if (!had.has(word)) changed.add(word);
  }
  return [...changed].join(' ');
}

/**
 * Whether an edit brought words new to the catalogue's vocabulary (search_words), among which a
 * misspelt word's closest catalogue words may now be (change.ts, `newWords`): its size read in the
 * edit's transaction before and after the edit. A word another write added meanwhile counts too,
 * which at worst has a search read again. (A word new to the product alone, in the catalogue
 * already, changes no search's spellings.)
 */
export const bringsNewWords = (before: Vocabulary, after: Vocabulary) => after.vocabulary > before.vocabulary;
