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

/** In a span of its own (`className` its look), so the name reads as one piece beside what follows. */
export function DocumentName({
  doc,
  className,
}: {
  doc: { kind: DocumentKind; language: Locale };
  className?: string;
}) {
  const { t } = useT();
  return (
    <span className={className}>
      {t(DOCUMENT_KIND_KEYS[doc.kind])} ({t(DOCUMENT_LANGUAGE_KEYS[doc.language])})
    </span>
  );
}
