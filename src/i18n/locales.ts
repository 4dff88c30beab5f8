// The site's two languages and where each lives: English at the site's root, Bengali under /bn, so
// every page has one shareable, indexable address per language (DESIGN.md §5).

import { LOCALES, type Locale } from '@/contract/enums';

export { LOCALES, type Locale };
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that keeps a visitor's choice of language. */
export const LOCALE_COOKIE = 'lang';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Each language by its own name, as the switcher offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', bn: 'বাংলা' };

const BENGALI_PREFIX = '/bn';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** "/bn/about" → "bn"; "/about" → "en". */
export const localeOfPath = (pathname: string): Locale =>
  pathname === BENGALI_PREFIX || pathname.startsWith(`${BENGALI_PREFIX}/`) ? 'bn' : 'en';

/** The router's base for a language: the Bengali pages' addresses start with /bn. */
export const basenameOf = (locale: Locale): string | undefined =>
  locale === 'bn' ? BENGALI_PREFIX : undefined;

/** "/bn/about" → "/about"; "/bn" → "/". */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(BENGALI_PREFIX.length) || '/';
}

/** The same page in another language: "/about" → "/bn/about", "/" → "/bn". */
export function localizedPath(pathname: string, locale: Locale): string {
  const bare = pathWithoutLocale(pathname);
  if (locale === 'en') return bare;
  return bare === '/' ? BENGALI_PREFIX : `${BENGALI_PREFIX}${bare}`;
}

/**
 * The language an `Accept-Language` header prefers among ours, by its quality values ("bn-BD,
 * bn;q=0.9, en;q=0.8" → bn), or null when it names neither.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale | null {
  if (!header) return null;
  let best: { locale: Locale; quality: number } | null = null;
  for (const part of header.split(',')) {
    const [tag, ...params] = part.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    if (!isLocale(language)) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const quality = q === undefined ? 1 : Number(q);
    if (!(quality > 0)) continue;
    if (!best || quality > best.quality) best = { locale: language, quality };
  }
  return best?.locale ?? null;
}
