import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentLink } from '@/contract/documents';
import { api } from '@/web/lib/api-client';
import { documentKeys } from './document-keys';

/** What a mailed link opens. A failure (a wrong or expired link) is shown by the page, not toasted. */
export const documentLinkQuery = (token: string) =>
  queryOptions({
    queryKey: documentKeys.link(token),
    queryFn: ({ signal }) => api.get<DocumentLink>(`/documents/links/${token}`, {}, signal),
    retry: false,
  });

export const useDocumentLink = (token: string) => useQuery(documentLinkQuery(token));
