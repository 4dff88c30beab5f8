// The documents page's address holds its search: ?q=&kind=&language=&page=, read the same way by the
// page and by the server's prefetch.
import { DOCUMENTS_PAGE_SIZE } from '@/contract/document-rules';
import type { DocumentListQuery } from '@/contract/documents';
import { DOCUMENT_KINDS, type DocumentKind } from '@/contract/enums';
import { isLocale } from '@/i18n/locales';

export function listQuery(params: URLSearchParams): DocumentListQuery {
  const kind = params.get('kind') ?? '';
  const language = params.get('language') ?? '';
  return {
    q: params.get('q')?.trim() || undefined,
    kind: DOCUMENT_KINDS.includes(kind as DocumentKind) ? (kind as DocumentKind) : undefined,
    language: isLocale(language) ? language : undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
    limit: DOCUMENTS_PAGE_SIZE,
  };
}
