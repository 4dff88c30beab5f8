// The standard terms setting (site_settings, key QUOTATION_TERMS_SETTING), read when a quotation is
// sent and copied into it. Read from the database each time, not kept in the process: it is read
// once per quotation, and a server sharing PostgreSQL with others then never sends stale terms.
import { type QuotationTerms, QuotationTermsSchema } from '@/contract/quotation-terms';
import type { Database } from '@/server/db/client';
import { translator } from '@/server/i18n/translator';
import { readSetting, saveSetting } from './setting-repository';

export const QUOTATION_TERMS_SETTING = 'quotation.terms';

/** Until an admin writes their own: the usual terms of a Bangladeshi chemical supplier, in both languages. */
export const defaultQuotationTerms = (): QuotationTerms => ({
  en: translator('en').t('mail.pdf.defaultTerms'),
  bn: translator('bn').t('mail.pdf.defaultTerms'),
});

export async function readQuotationTerms(db: Database): Promise<QuotationTerms> {
  const stored = QuotationTermsSchema.safeParse(await readSetting(db, QUOTATION_TERMS_SETTING));
  return stored.success ? stored.data : defaultQuotationTerms();
}

export async function saveQuotationTerms(db: Database, terms: QuotationTerms): Promise<QuotationTerms> {
  await saveSetting(db, QUOTATION_TERMS_SETTING, terms);
  return terms;
}
