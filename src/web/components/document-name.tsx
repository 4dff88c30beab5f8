// A document's name as the pages write it: its type and, in brackets, its language ("SDS (English)"),
// in the page's words (the `catalogue` catalog's, which the product page and the documents' pages load).
import type { DocumentKind, Locale } from '@/contract/enums';
import { useT } from '@/web/i18n';

export const DOCUMENT_KIND_KEYS = {
  sds: 'catalogue.documents.sds',
  tds: 'catalogue.documents.tds',
  coa: 'catalogue.documents.coa',
  other: 'catalogue.documents.other',
} as const satisfies Record<DocumentKind, string>;

export const DOCUMENT_LANGUAGE_KEYS = {
  en: 'catalogue.documents.language.en',
  bn: 'catalogue.documents.language.bn',
} as const satisfies Record<Locale, string>;

export function DocumentName({ doc }: { doc: { kind: DocumentKind; language: Locale } }) {
  const { t } = useT();
  return (
    <>
      {t(DOCUMENT_KIND_KEYS[doc.kind])} ({t(DOCUMENT_LANGUAGE_KEYS[doc.language])})
    </>
  );
}
