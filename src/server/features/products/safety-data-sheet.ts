// Where the safety panel sends a reader for the product's current safety data sheet: the newest SDS
// in the page's language, else in English, else any; an on-request one opens its request form.

import { toDocumentAsset } from '@/contract/media';
import type { Locale } from '@/i18n/locales';
import type { ProductRow } from './product-row';

/** The URL of the product's SDS for a reader of `locale`, or null when it has none. */
export function safetyDataSheetUrl(row: Pick<ProductRow, 'documents'>, locale: Locale): string | null {
  const sheets = row.documents.filter((doc) => doc.kind === 'sds');
  const sds =
    sheets.find((doc) => doc.language === locale) ?? sheets.find((doc) => doc.language === 'en') ?? sheets[0];
  return sds ? toDocumentAsset(sds).url : null;
}
