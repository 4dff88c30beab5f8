// The sales desk queue's query keys, shared: the lead's own screen and the bulk actions refresh them.
import type { LeadListParams } from '@/contract/leads';

export const leadKeys = {
  all: ['leads'] as const,
  list: (params: LeadListParams) => ['leads', 'list', params] as const,
};
