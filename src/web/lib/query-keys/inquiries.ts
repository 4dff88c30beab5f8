// The inquiries' query keys, shared: a sent quotation and the bell refresh them.
import type { InquiryStatusFilter } from '@/contract/inquiries';

export const inquiryKeys = {
  all: ['inquiries'] as const,
  list: (status: InquiryStatusFilter, page: number) => ['inquiries', 'list', { status, page }] as const,
  detail: (id: string) => ['inquiries', 'detail', id] as const,
};
