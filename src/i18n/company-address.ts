// The head office's address in the reader's language (src/contract/site.ts keeps both), its house
// number and postal code in the reader's digits: "৪৫ মতিঝিল বাণিজ্যিক এলাকা, ঢাকা ১০০০, বাংলাদেশ".
import { COMPANY } from '@/contract/site';
import { formatNumber } from './figures';
import type { Locale } from './locales';

export type CompanyAddress = { street: string; city: string; postalCode: string; country: string };

/** `figures` is the Intl locale of the reader's digits (figures.ts figuresLocale). */
export function companyAddress(locale: Locale, figures: string): CompanyAddress {
  const { address } = COMPANY;
  const words = locale === 'bn' ? address.bn : address;
  // Digit by digit, so a house number keeps its leading zeros and a postal code gets no separators.
  const digits = (text: string) => text.replace(/\d/g, (digit) => formatNumber(Number(digit), figures));
  return {
    street: digits(words.street),
    city: words.city,
    postalCode: digits(address.postalCode),
    country: words.country,
  };
}

/** "Dhaka 1000, Bangladesh": the line under the street, on an envelope. */
export const cityLine = (address: CompanyAddress) =>
  `${address.city} ${address.postalCode}, ${address.country}`;

/** The address on one line, as the footer, letterheads and mail footers write it. */
export const companyAddressLine = (address: CompanyAddress) => `${address.street}, ${cityLine(address)}`;
