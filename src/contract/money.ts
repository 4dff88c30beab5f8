// How an amount of money is written everywhere on the site (spec §3: "Currency symbols are shown for
// USD, EUR and GBP; any other currency shows its code"; DESIGN.md §3: BDT by its code). Product
// prices and salaries both use it, so "$900" never meets "USD 900" on the same site.

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { USD: '$', EUR: '€', GBP: '£' };
const figureFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** "$1,250", "€12.5", "BDT 30,000": the symbol before the figure, or the code and a space. */
export function formatAmount(value: number, currency: string): string {
  const symbol = CURRENCY_SYMBOLS[currency];
  const figure = figureFormat.format(value);
  return symbol ? `${symbol}${figure}` : `${currency} ${figure}`;
}

/** "$900 - $1,200", "BDT 28 - BDT 32": each end written in full, so neither reads as a bare number. */
export const formatAmountRange = (min: number, max: number, currency: string): string =>
  `${formatAmount(min, currency)} - ${formatAmount(max, currency)}`;

const priceFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Amounts on a quotation, always with cents ("$1,250.00", "BDT 30,000.50"), as a priced document shows them. */
export function formatPrice(value: number, currency: string): string {
  const symbol = CURRENCY_SYMBOLS[currency];
  const figure = priceFormat.format(value);
  return symbol ? `${symbol}${figure}` : `${currency} ${figure}`;
}
