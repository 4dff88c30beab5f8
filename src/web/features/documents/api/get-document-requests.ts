import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DOCUMENT_MESSAGES, type DocumentRequestList } from '@/contract/documents';
import { api } from '@/web/lib/api-client';
import { documentKeys } from './document-keys';

export const documentRequestsQuery = (page: number) =>
  queryOptions({
    queryKey: documentKeys.requests(page),
    queryFn: ({ signal }) => api.get<DocumentRequestList>('/admin/document-requests', { page }, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: DOCUMENT_MESSAGES.fetchFailed },
  });

export const useDocumentRequests = (page: number) => useQuery(documentRequestsQuery(page));
