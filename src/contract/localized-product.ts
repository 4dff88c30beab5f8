// A product's texts in the page's language: the Bengali name, description and specification labels
// and values on Bengali pages where the product has them, the English ones otherwise. One rule, used by the
// public pages and by the server's page titles and JSON-LD.
import type { Locale } from './enums';

type Named = { name: string; nameBn?: string | null };
type Described = { description: string; descriptionBn?: string | null };

/** The Bengali text on Bengali pages where there is one, the English otherwise. */
export const pick = (english: string, bengali: string | null | undefined, locale: Locale) =>
  locale === 'bn' && bengali?.trim() ? bengali : english;

export const productName = (product: Named, locale: Locale) => pick(product.name, product.nameBn, locale);

export const productDescription = (product: Described, locale: Locale) =>
  pick(product.description, product.descriptionBn, locale);

export const specificationName = (row: Named, locale: Locale) => pick(row.name, row.nameBn, locale);

type Valued = { value: string; valueBn?: string | null };

/** A specification row's value: most are figures and symbols all read alike, so its Bengali is optional. */
export const specificationValue = (row: Valued, locale: Locale) => pick(row.value, row.valueBn, locale);
