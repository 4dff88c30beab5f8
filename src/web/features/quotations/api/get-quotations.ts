import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUOTATION_MESSAGES, type QuotationList } from '@/contract/quotations';
import { api } from '@/web/lib/api-client';
import { quotationKeys } from '@/web/lib/query-keys/quotations';

export const getQuotations = (inquiryId: string, signal?: AbortSignal) =>
  api.get<QuotationList>(`/inquiries/${inquiryId}/quotations`, {}, signal);

/** Every version of the inquiry's quotation, newest first. */
export const quotationsQuery = (inquiryId: string) =>
  queryOptions({
    queryKey: quotationKeys.list(inquiryId),
    queryFn: ({ signal }) => getQuotations(inquiryId, signal),
    meta: { errorMessage: QUOTATION_MESSAGES.loadFailed },
  });

export const useQuotations = (inquiryId: string) => useQuery(quotationsQuery(inquiryId));
