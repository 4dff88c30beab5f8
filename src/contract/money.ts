// How an amount of money is written everywhere on the site. Spec §3: "Currency symbols are shown
// for USD, EUR and GBP; any other currency shows its code". Taka, the buyers' own currency, is
// written with its sign and South Asian grouping in both languages ("৳ 1,25,000", "৳ ১,২৫,০০০").
// Product prices, salaries and quotations all use it, so two ways never meet on the same site.
//
// `figures` is the Intl locale the figures are written in (src/i18n/figures.ts): English by default,
// Bengali (with Bengali or Latin digits, a site setting) on Bengali pages.

import { memoized } from './memoized';

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { USD: '$', EUR: '€', GBP: '£' };
const TAKA_SIGN = '৳';

/** English figures: Western grouping for other currencies, lakh and crore grouping for taka. */
export const ENGLISH_FIGURES = 'en-US';
const ENGLISH_TAKA_FIGURES = 'en-IN';

const numberFormat = memoized(
  (locale: string, fractionDigits: 'upTo2' | 'exactly2') =>
    new Intl.NumberFormat(
      locale,
      fractionDigits === 'exactly2'
        ? { minimumFractionDigits: 2, maximumFractionDigits: 2 }
        : { maximumFractionDigits: 2 },
    ),
);

function write(value: number, currency: string, figures: string, fractionDigits: 'upTo2' | 'exactly2') {
  if (currency === 'BDT') {
    const locale = figures === ENGLISH_FIGURES ? ENGLISH_TAKA_FIGURES : figures;
    return `${TAKA_SIGN} ${numberFormat(locale, fractionDigits).format(value)}`;
  }
  const figure = numberFormat(figures, fractionDigits).format(value);
  const symbol = CURRENCY_SYMBOLS[currency];
  return symbol ? `${symbol}${figure}` : `${currency} ${figure}`;
}

/** "$1,250", "€12.5", "৳ 1,25,000", "JPY 7": the symbol before the figure, or the code and a space. */
export const formatAmount = (value: number, currency: string, figures = ENGLISH_FIGURES): string =>
  write(value, currency, figures, 'upTo2');

/** "$900 - $1,200", "৳ 28 - ৳ 32": each end written in full, so neither reads as a bare number. */
export const formatAmountRange = (min: number, max: number, currency: string, figures = ENGLISH_FIGURES) =>
  `${formatAmount(min, currency, figures)} - ${formatAmount(max, currency, figures)}`;

/** Amounts on a quotation, always with cents ("$1,250.00", "৳ 30,000.50"), as a priced document shows them. */
export const formatPrice = (value: number, currency: string, figures = ENGLISH_FIGURES): string =>
  write(value, currency, figures, 'exactly2');
