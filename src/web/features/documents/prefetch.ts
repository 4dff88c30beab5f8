// The first page of documents, asked for while the server renders /documents.
import type { RoutePrefetch } from '@/web/lib/route-prefetch';
import { documentsQuery } from './api/get-documents';
import { listQuery } from './list-query';

export const prefetchDocuments: RoutePrefetch = (queryClient, { url }) =>
  queryClient.prefetchQuery(documentsQuery(listQuery(url.searchParams)));
