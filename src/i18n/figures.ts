// Which Intl locale writes a language's figures and dates. Bengali pages write Bengali digits
// (১২৩) unless the site setting asks for Latin ones; English pages write "5 March 2026" and "1,250".

import { type Locale, NUMERALS, type Numerals } from '@/contract/enums';
import { memoized } from '@/contract/memoized';
import { ENGLISH_FIGURES } from '@/contract/money';

export { NUMERALS, type Numerals };
export const DEFAULT_NUMERALS: Numerals = 'bengali';

/** The Intl locale for numbers and money (see src/contract/money.ts). */
export const figuresLocale = (locale: Locale, numerals: Numerals = DEFAULT_NUMERALS): string =>
  locale === 'en' ? ENGLISH_FIGURES : numerals === 'latin' ? 'bn-BD-u-nu-latn' : 'bn-BD';

/** The Intl locale for dates: day before month in both languages. */
export const datesLocale = (locale: Locale, numerals: Numerals = DEFAULT_NUMERALS): string =>
  locale === 'en' ? 'en-GB' : figuresLocale(locale, numerals);

const numberFormat = memoized(
  (figures: string, grouping: boolean) => new Intl.NumberFormat(figures, { useGrouping: grouping }),
);

/**
 * A count, quantity or year in a language's figures ("1,250.5", "১,২৫০.৫"); `grouping: false` for
 * years ("১৯৫৮"). Up to three decimals, Intl's default. The formats are made once, not per figure.
 */
export function formatNumber(value: number, figures: string, { grouping = true } = {}): string {
  return numberFormat(figures, grouping).format(value);
}
