import { useQuery } from '@tanstack/react-query';
import type { Inquiry } from '@/contract/inquiries';
import { api } from '@/web/lib/api-client';
import { inquiryKeys } from './inquiry-keys';

export const getInquiry = (id: string, signal?: AbortSignal) =>
  api.get<Inquiry>(`/inquiries/${id}`, {}, signal);

export const useInquiry = (id: string | null) =>
  useQuery({
    queryKey: inquiryKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getInquiry(id!, signal),
    enabled: Boolean(id),
  });
