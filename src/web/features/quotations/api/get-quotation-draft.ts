import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUOTATION_MESSAGES, type QuotationDraft } from '@/contract/quotations';
import { api } from '@/web/lib/api-client';
import { quotationKeys } from '@/web/lib/query-keys/quotations';

export const getQuotationDraft = (inquiryId: string, signal?: AbortSignal) =>
  api.get<QuotationDraft>(`/inquiries/${inquiryId}/quotations/draft`, {}, signal);

/** Where the next quotation starts: the latest version, or what the buyer asked for. */
export const quotationDraftQuery = (inquiryId: string) =>
  queryOptions({
    queryKey: quotationKeys.draft(inquiryId),
    queryFn: ({ signal }) => getQuotationDraft(inquiryId, signal),
    // Always from the latest version: another admin may have sent one since.
    staleTime: 0,
    refetchOnMount: 'always',
    // The form starts from it once; a later refetch would change nothing on screen.
    refetchOnWindowFocus: false,
    meta: { errorMessage: QUOTATION_MESSAGES.loadFailed },
  });

export const useQuotationDraft = (inquiryId: string) => useQuery(quotationDraftQuery(inquiryId));
