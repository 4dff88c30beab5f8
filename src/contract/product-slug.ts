// A product's address: its name and CAS number in words, then the first eight characters of its id
// (/products/sulphuric-acid-98-7664-93-9-d0adfce6). The id part keeps two products of one name
// apart and lets a renamed product's old address still find it (the server answers it with a
// permanent redirect to the current one); the words are what a reader and a search engine see.
// Zod-free: public pages use it.

const ID_PART = /-([0-9a-f]{8})$/;

const words = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/%/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');

export function productSlug(product: { _id: string; name: string; casNumber?: string | null }): string {
  const text = words(`${product.name} ${product.casNumber ?? ''}`);
  const idPart = product._id.slice(0, 8).toLowerCase();
  return text ? `${text}-${idPart}` : idPart;
}

export const productPath = (product: { _id: string; name: string; casNumber?: string | null }) =>
  `/products/${productSlug(product)}`;

/** Where the product page's grade and pack picker is: a card of a product sold in variants links there. */
export const VARIANT_PICKER_ANCHOR = 'grade-and-pack';

/** The id part of a slug ("d0adfce6"), or null when the text is not a slug. */
export function slugIdPart(slug: string): string | null {
  const lower = slug.toLowerCase();
  if (/^[0-9a-f]{8}$/.test(lower)) return lower;
  return ID_PART.exec(lower)?.[1] ?? null;
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `address` (a path, in either language, perhaps followed by a query) is the page of the
 * product with id `id`: by its slug's id part, which every address the product's page has had ends
 * with (a collision of those eight characters matches another product's page as well).
 */
export function isProductPageOf(address: string, id: string): boolean {
  const match = /^(?:\/[a-z]{2})?\/products\/([^/?#\s]+)(?:[?#\s]|$)/i.exec(address);
  if (!match) return false;
  const part = UUID_PATTERN.test(match[1]) ? match[1].slice(0, 8).toLowerCase() : slugIdPart(match[1]);
  return part === id.slice(0, 8).toLowerCase();
}
