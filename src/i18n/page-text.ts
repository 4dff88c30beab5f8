// A page's title and description in the reader's language, for the server's <head> and the
// browser's document title alike. English keeps the table's own texts (src/contract/pages.ts, the
// spec's wording); another language reads the page's `meta` keys, with the company's facts filled in.
import type { PageText } from '@/contract/pages';
import { COMPANY } from '@/contract/site';
import { companyAddress } from './company-address';
import { figuresLocale, formatNumber, type Numerals } from './figures';
import type { Locale } from './locales';
import type { MessageId, MessageValues } from './message-id';

type Translate = (id: MessageId, values?: MessageValues) => string;

/** The open graph names of the two languages (og:locale). */
export const OG_LOCALES: Record<Locale, string> = { en: 'en_US', bn: 'bn_BD' };

/** The year the company was founded, in the page's digits. */
const year = (locale: Locale, numerals?: Numerals) =>
  formatNumber(COMPANY.founded, figuresLocale(locale, numerals), { grouping: false });

export function localizePage<Page extends PageText>(
  page: Page,
  locale: Locale,
  t: Translate,
  numerals?: Numerals,
): Page {
  if (locale === 'en' || !page.key) return page;
  const values = {
    name: COMPANY.name,
    city: companyAddress(locale, figuresLocale(locale, numerals)).city,
    founded: year(locale, numerals),
  };
  const title = t(`meta.${page.key}.title` as MessageId, values);
  return {
    ...page,
    title: t('meta.title', { page: title, company: COMPANY.shortName }),
    // Pages described by the company's own description share its one translation.
    description:
      page.description === COMPANY.description
        ? companyDescription(locale, t, numerals)
        : t(`meta.${page.key}.description` as MessageId, values),
  };
}

/** The company's description in the reader's language (the description of a page without its own). */
export function companyDescription(locale: Locale, t: Translate, numerals?: Numerals): string {
  if (locale === 'en') return COMPANY.description;
  return t('meta.company.description', { founded: year(locale, numerals) });
}
