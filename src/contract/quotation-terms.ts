// The standard terms every quotation carries under its own (tax deducted at source, the exchange
// rate for dollar prices, stock subject to prior sale, hazardous goods): written once by an admin in
// both languages, copied into each quotation when it is sent, so a quotation keeps the terms it was
// sent with. One term per line.
import { z } from 'zod';

export const QUOTATION_TERMS_MAX = 3000;

export const QUOTATION_TERMS_MESSAGES = {
  saved: 'Quotation terms saved',
  saveFailed: 'Failed to save quotation terms',
  fetchFailed: 'Failed to fetch quotation terms',
  tooLong: `Terms must be at most ${QUOTATION_TERMS_MAX} characters`,
} as const;

const termsText = z
  .string({ error: QUOTATION_TERMS_MESSAGES.tooLong })
  .trim()
  .max(QUOTATION_TERMS_MAX, QUOTATION_TERMS_MESSAGES.tooLong);

/** The terms in English and in Bengali, one per line; blank is none. */
export const QuotationTermsSchema = z.object({ en: termsText, bn: termsText });
export type QuotationTerms = z.infer<typeof QuotationTermsSchema>;

/** GET /api/admin/settings/quotation, and the body of PUT. */
export const QuotationSettingsSchema = z.object({ terms: QuotationTermsSchema });
export type QuotationSettings = z.infer<typeof QuotationSettingsSchema>;
export type QuotationSettingsInput = z.input<typeof QuotationSettingsSchema>;

export const QuotationSettingsResultSchema = z.object({
  settings: QuotationSettingsSchema,
  message: z.string(),
});
export type QuotationSettingsResult = z.infer<typeof QuotationSettingsResultSchema>;

/** The terms a document in a language shows, one per line: its own language's, else the English. */
export function termsFor(terms: QuotationTerms, locale: 'en' | 'bn'): string[] {
  const lines = (text: string) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  const own = lines(terms[locale]);
  return own.length > 0 ? own : lines(terms.en);
}
