// The documents' types and languages in the page's words (the `catalogue` catalog's, which the
// product page uses too).
export const KIND_KEYS = {
  sds: 'catalogue.documents.sds',
  tds: 'catalogue.documents.tds',
  coa: 'catalogue.documents.coa',
  other: 'catalogue.documents.other',
} as const;

export const LANGUAGE_KEYS = {
  en: 'catalogue.documents.language.en',
  bn: 'catalogue.documents.language.bn',
} as const;
