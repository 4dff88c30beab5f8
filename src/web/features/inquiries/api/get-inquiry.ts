import { queryOptions, useQuery } from '@tanstack/react-query';
import { INQUIRY_MESSAGES, type Inquiry } from '@/contract/inquiries';
import { api } from '@/web/lib/api-client';
import { inquiryKeys } from '@/web/lib/query-keys/inquiries';

export const getInquiry = (id: string, signal?: AbortSignal) =>
  api.get<Inquiry>(`/inquiries/${id}`, {}, signal);

export const inquiryQuery = (id: string | null) =>
  queryOptions({
    queryKey: inquiryKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getInquiry(id!, signal),
    enabled: Boolean(id),
    meta: { errorMessage: INQUIRY_MESSAGES.loadOneFailed },
  });

export const useInquiry = (id: string | null) => useQuery(inquiryQuery(id));
