// A product's texts in the page's language: the Bengali name, description and specification labels
// on Bengali pages where the product has them, the English ones otherwise. One rule, used by the
// public pages and by the server's page titles and JSON-LD.
import type { Locale } from '@/i18n/locales';

type Named = { name: string; nameBn?: string | null };
type Described = { description: string; descriptionBn?: string | null };

const pick = (english: string, bengali: string | null | undefined, locale: Locale) =>
  locale === 'bn' && bengali?.trim() ? bengali : english;

export const productName = (product: Named, locale: Locale) => pick(product.name, product.nameBn, locale);

export const productDescription = (product: Described, locale: Locale) =>
  pick(product.description, product.descriptionBn, locale);

/** A specification row's label (the value is written once, in figures and units all read). */
export const specificationName = (row: Named, locale: Locale) => pick(row.name, row.nameBn, locale);
