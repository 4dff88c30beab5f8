// An amount in words, as a Bangladeshi accounts department writes it on a voucher or a cheque and
// looks for under a quotation's total. Taka counts in lakh and crore ("Taka Seven Lakh Eighteen
// Thousand Seven Hundred Fifty only"); dollars, euros and pounds in the international system ("US
// Dollars Twelve Thousand Five Hundred and Cents Fifty only"). In Bengali every currency counts in
// lakh and crore, as Bengali does ("টাকা সাত লক্ষ আঠারো হাজার সাতশো পঞ্চাশ মাত্র"), and 1-99 are
// words of their own, not tens and units, so they are a table.
import type { Locale } from './enums';

const EN_UNITS = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const EN_TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

// biome-ignore format: ten to a row, as the numbers are learnt
const BN_0_TO_99 = [
  'শূন্য', 'এক', 'দুই', 'তিন', 'চার', 'পাঁচ', 'ছয়', 'সাত', 'আট', 'নয়',
  'দশ', 'এগারো', 'বারো', 'তেরো', 'চৌদ্দ', 'পনেরো', 'ষোলো', 'সতেরো', 'আঠারো', 'উনিশ',
  'বিশ', 'একুশ', 'বাইশ', 'তেইশ', 'চব্বিশ', 'পঁচিশ', 'ছাব্বিশ', 'সাতাশ', 'আটাশ', 'ঊনত্রিশ',
  'ত্রিশ', 'একত্রিশ', 'বত্রিশ', 'তেত্রিশ', 'চৌত্রিশ', 'পঁয়ত্রিশ', 'ছত্রিশ', 'সাঁইত্রিশ', 'আটত্রিশ', 'ঊনচল্লিশ',
  'চল্লিশ', 'একচল্লিশ', 'বিয়াল্লিশ', 'তেতাল্লিশ', 'চুয়াল্লিশ', 'পঁয়তাল্লিশ', 'ছেচল্লিশ', 'সাতচল্লিশ', 'আটচল্লিশ', 'ঊনপঞ্চাশ',
  'পঞ্চাশ', 'একান্ন', 'বাহান্ন', 'তিপ্পান্ন', 'চুয়ান্ন', 'পঞ্চান্ন', 'ছাপ্পান্ন', 'সাতান্ন', 'আটান্ন', 'ঊনষাট',
  'ষাট', 'একষট্টি', 'বাষট্টি', 'তেষট্টি', 'চৌষট্টি', 'পঁয়ষট্টি', 'ছেষট্টি', 'সাতষট্টি', 'আটষট্টি', 'ঊনসত্তর',
  'সত্তর', 'একাত্তর', 'বাহাত্তর', 'তিয়াত্তর', 'চুয়াত্তর', 'পঁচাত্তর', 'ছিয়াত্তর', 'সাতাত্তর', 'আটাত্তর', 'ঊনআশি',
  'আশি', 'একাশি', 'বিরাশি', 'তিরাশি', 'চুরাশি', 'পঁচাশি', 'ছিয়াশি', 'সাতাশি', 'আটাশি', 'ঊননব্বই',
  'নব্বই', 'একানব্বই', 'বিরানব্বই', 'তিরানব্বই', 'চুরানব্বই', 'পঁচানব্বই', 'ছিয়ানব্বই', 'সাতানব্বই', 'আটানব্বই', 'নিরানব্বই',
];

/** A scale's size and its name in words ("Lakh" is 1e5). */
type Scale = [size: number, name: string];

/** A count system: its words for 1-99 and hundreds, and its scales, largest first. */
type Numbering = {
  belowHundred: (n: number) => string;
  hundreds: (digit: number) => string;
  scales: Scale[];
};

/** English words, counted in the scales given. */
const englishNumbering = (scales: Scale[]): Numbering => ({
  belowHundred: (n) =>
    n < 20 ? EN_UNITS[n] : [EN_TENS[Math.floor(n / 10)], n % 10 ? EN_UNITS[n % 10] : ''].join(' ').trim(),
  hundreds: (digit) => `${EN_UNITS[digit]} Hundred`,
  scales,
});

const INDIAN_ENGLISH = englishNumbering([
  [1e7, 'Crore'],
  [1e5, 'Lakh'],
  [1e3, 'Thousand'],
]);

const INTERNATIONAL_ENGLISH = englishNumbering([
  [1e12, 'Trillion'],
  [1e9, 'Billion'],
  [1e6, 'Million'],
  [1e3, 'Thousand'],
]);

const BENGALI: Numbering = {
  belowHundred: (n) => BN_0_TO_99[n],
  // একশো, দুইশো ... নয়শো: one word, as it is said.
  hundreds: (digit) => `${BN_0_TO_99[digit]}শো`,
  scales: [
    [1e7, 'কোটি'],
    [1e5, 'লক্ষ'],
    [1e3, 'হাজার'],
  ],
};

/** A whole number above zero in words. Past the largest scale, its count is itself put in words. */
function wholeInWords(n: number, numbering: Numbering): string {
  const words: string[] = [];
  let rest = n;
  for (const [index, [size, name]] of numbering.scales.entries()) {
    const count = Math.floor(rest / size);
    if (count === 0) continue;
    // Only the largest scale can have a count of 100 or more (1,234 crore, 5,000 trillion).
    const counted = index === 0 ? wholeInWords(count, numbering) : belowThousand(count, numbering);
    words.push(counted, name);
    rest %= size;
  }
  if (rest > 0) words.push(belowThousand(rest, numbering));
  return words.join(' ');
}

function belowThousand(n: number, numbering: Numbering): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds > 0) words.push(numbering.hundreds(hundreds));
  if (rest > 0) words.push(numbering.belowHundred(rest));
  return words.join(' ');
}

const numberInWords = (n: number, numbering: Numbering) =>
  n === 0 ? numbering.belowHundred(0) : wholeInWords(n, numbering);

type CurrencyWords = { major: string; minor: string };

const ENGLISH_CURRENCIES: Record<string, CurrencyWords> = {
  BDT: { major: 'Taka', minor: 'Paisa' },
  USD: { major: 'US Dollars', minor: 'Cents' },
  EUR: { major: 'Euros', minor: 'Cents' },
  GBP: { major: 'Pounds Sterling', minor: 'Pence' },
};

const BENGALI_CURRENCIES: Record<string, CurrencyWords> = {
  BDT: { major: 'টাকা', minor: 'পয়সা' },
  USD: { major: 'মার্কিন ডলার', minor: 'সেন্ট' },
  EUR: { major: 'ইউরো', minor: 'সেন্ট' },
  GBP: { major: 'পাউন্ড স্টার্লিং', minor: 'পেন্স' },
};

function english(whole: number, fraction: number, currency: string): string {
  const names = ENGLISH_CURRENCIES[currency] ?? { major: currency, minor: 'Cents' };
  const numbering = currency === 'BDT' ? INDIAN_ENGLISH : INTERNATIONAL_ENGLISH;
  const minor = `${names.minor} ${numberInWords(fraction, numbering)}`;
  if (fraction === 0) return `${names.major} ${numberInWords(whole, numbering)} only`;
  if (whole === 0) return `${minor} only`;
  return `${names.major} ${numberInWords(whole, numbering)} and ${minor} only`;
}

// The order a Bengali voucher uses: "টাকা ... মাত্র", the paisa after "ও" with their name behind them.
function bengali(whole: number, fraction: number, currency: string): string {
  const names = BENGALI_CURRENCIES[currency] ?? { major: currency, minor: 'সেন্ট' };
  const minor = `${numberInWords(fraction, BENGALI)} ${names.minor}`;
  if (fraction === 0) return `${names.major} ${numberInWords(whole, BENGALI)} মাত্র`;
  if (whole === 0) return `${minor} মাত্র`;
  return `${names.major} ${numberInWords(whole, BENGALI)} ও ${minor} মাত্র`;
}

/**
 * An amount of money in words in a language: "Taka Seven Lakh Eighteen Thousand Seven Hundred Fifty
 * only", "US Dollars Twelve Thousand Five Hundred and Cents Fifty only", "টাকা সাত লক্ষ আঠারো হাজার
 * সাতশো পঞ্চাশ মাত্র". The amount is rounded to the cent (or paisa) first, as it is printed.
 */
export function amountInWords(value: number, currency: string, locale: Locale): string {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`Cannot write ${value} in words`);
  const cents = Math.round(value * 100);
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  // One spelling of য় and the like (NFC), whichever way this file's letters were typed.
  return locale === 'bn'
    ? bengali(whole, fraction, currency).normalize('NFC')
    : english(whole, fraction, currency);
}
