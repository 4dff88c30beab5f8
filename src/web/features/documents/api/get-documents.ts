// The public list of documents, searched and filtered. Of the contract only its zod-free rules and its
// types: this runs on a public page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DOCUMENT_LIST_MESSAGES } from '@/contract/document-rules';
import type { DocumentList, DocumentListQuery } from '@/contract/documents';
import { api } from '@/web/lib/api-client';
import { documentKeys } from './document-keys';

export const getDocuments = (query: DocumentListQuery, signal?: AbortSignal) =>
  api.get<DocumentList>('/documents', query as Record<string, string | number | undefined>, signal);

export const documentsQuery = (query: DocumentListQuery) =>
  queryOptions({
    queryKey: documentKeys.list(query),
    queryFn: ({ signal }) => getDocuments(query, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: DOCUMENT_LIST_MESSAGES.fetchFailed },
  });

export const useDocuments = (query: DocumentListQuery) => useQuery(documentsQuery(query));
