import type { DocumentListQuery } from '@/contract/documents';

export const documentKeys = {
  all: ['documents'] as const,
  list: (query: DocumentListQuery) => ['documents', 'list', query] as const,
  link: (token: string) => ['documents', 'link', token] as const,
  requests: (page: number) => ['documents', 'requests', page] as const,
};
