// The contact messages' query keys, shared: the bell refreshes them when a message arrives.
import type { ContactStatusFilter } from '@/contract/contact';

export const contactKeys = {
  all: ['contacts'] as const,
  list: (status: ContactStatusFilter, page: number) => ['contacts', 'list', { status, page }] as const,
};
