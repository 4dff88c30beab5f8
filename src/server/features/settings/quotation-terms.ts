// The standard terms setting (site_settings, key QUOTATION_TERMS_SETTING), read when a quotation is
// sent and copied into it. Read from the database each time, not kept in the process: it is read
// once per quotation, and a server sharing PostgreSQL with others then never sends stale terms.
import { eq, sql } from 'drizzle-orm';
import { type QuotationTerms, QuotationTermsSchema } from '@/contract/quotation-terms';
import type { Database } from '@/server/db/client';
import { siteSettings } from '@/server/db/schema';
import { translator } from '@/server/i18n/translator';

export const QUOTATION_TERMS_SETTING = 'quotation.terms';

/** Until an admin writes their own: the usual terms of a Bangladeshi chemical supplier, in both languages. */
export const defaultQuotationTerms = (): QuotationTerms => ({
  en: translator('en').t('mail.pdf.defaultTerms'),
  bn: translator('bn').t('mail.pdf.defaultTerms'),
});

export async function readQuotationTerms(db: Pick<Database, 'select'>): Promise<QuotationTerms> {
  const [setting] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, QUOTATION_TERMS_SETTING));
  const stored = QuotationTermsSchema.safeParse(setting?.value);
  return stored.success ? stored.data : defaultQuotationTerms();
}

export async function saveQuotationTerms(db: Database, terms: QuotationTerms): Promise<QuotationTerms> {
  await db
    .insert(siteSettings)
    .values({ key: QUOTATION_TERMS_SETTING, value: terms })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: terms, updatedAt: sql`now()` } });
  return terms;
}
