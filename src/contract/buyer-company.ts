// The buyer's company as a Bangladeshi accounts department needs it on a quotation: its name, its
// address and its VAT Business Identification Number. All optional; asked by the price request and
// the quote basket, kept on the inquiry, and corrected by the clerk on each quotation version.
import { z } from 'zod';

export const COMPANY_NAME_MAX = 200;
export const COMPANY_ADDRESS_MAX = 300;

export const BUYER_COMPANY_MESSAGES = {
  companyTooLong: `Company name must be at most ${COMPANY_NAME_MAX} characters`,
  addressTooLong: `Address must be at most ${COMPANY_ADDRESS_MAX} characters`,
  binInvalid: 'BIN must be 9 or 13 digits',
} as const;

/** Blank (or missing) is none: null. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

export const companyField = optionalText(COMPANY_NAME_MAX, BUYER_COMPANY_MESSAGES.companyTooLong);
export const companyAddressField = optionalText(COMPANY_ADDRESS_MAX, BUYER_COMPANY_MESSAGES.addressTooLong);

// The NBR's BIN has 13 digits since 2019 ("000123456-0101"); 9-digit ones from before are still
// quoted. Written with spaces or a hyphen as often as without, and in Bengali digits on a Bengali
// keyboard: spaces and hyphens are dropped and the digits kept as the NBR prints them (0-9).
const BIN_DIGITS = /^(\d{9}|\d{13})$/;
const BENGALI_ZERO = 0x09e6;
const latinDigits = (text: string) =>
  text.replace(/[\u09E6-\u09EF]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));

/** "000123456-0101" → "0001234560101"; blank is none; anything but 9 or 13 digits is refused. */
export const binField = z
  .string({ error: BUYER_COMPANY_MESSAGES.binInvalid })
  .transform((value) => latinDigits(value.replace(/[\s-]/g, '')))
  .refine((digits) => digits === '' || BIN_DIGITS.test(digits), BUYER_COMPANY_MESSAGES.binInvalid)
  .nullish()
  .transform((value) => value || null);

/** The three fields, in the order the forms ask them. */
export const buyerCompanyShape = {
  company: companyField,
  companyAddress: companyAddressField,
  bin: binField,
};
