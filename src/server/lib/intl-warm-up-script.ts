// The first Intl number or date format a page makes is a long task on a slow phone: Chromium sets up
// ICU's number data then (100-250 ms with the CPU slowed 4 times), and the page's first formats are
// made while hydrating the header (the basket's count). A page's head therefore makes its formats
// first, in a task of its own (a timer, so the parser and the requests it starts are not held up),
// while the stylesheets, fonts and code are still on their way: hydration then finds ICU ready and
// does not wait for anything. The page's figures and dates locales (src/i18n/figures.ts) are read
// from <html lang data-numerals>; the site's policy lets the script run by its hash
// (security-headers.ts).
import { datesLocale, figuresLocale, NUMERALS } from '@/i18n/figures';
import { LOCALES } from '@/i18n/locales';
import { inlineScript } from './inline-script';

/** The Intl locales of a page, by its language, and for Bengali also by its digits ("bn latin"). */
const pageLocales = Object.fromEntries(
  LOCALES.flatMap((locale) =>
    NUMERALS.map((numerals) => [
      `${locale} ${numerals}`,
      [...new Set([figuresLocale(locale, numerals), datesLocale(locale, numerals)])],
    ]),
  ),
);

// Each format in a timer of its own: the first number format is most of the cost, and the others
// need not lengthen its task.
const source =
  `(function(h){var l=${JSON.stringify(pageLocales)}[h.lang+' '+(h.dataset.numerals||'${NUMERALS[0]}')];` +
  'if(!l||typeof Intl==="undefined")return;[' +
  'function(x){new Intl.NumberFormat(x).format(1250)},' +
  "function(x){new Intl.DateTimeFormat(x,{day:'numeric',month:'long',year:'numeric'}).format(0)}," +
  'function(x){new Intl.PluralRules(x).select(1)}' +
  '].forEach(function(f){l.forEach(function(x){setTimeout(function(){f(x)},0)})})})(document.documentElement)';

const script = inlineScript(source);
export const INTL_WARM_UP_SCRIPT = script.tag;
/** For the Content-Security-Policy's script-src. */
export const INTL_WARM_UP_HASH = script.hash;
