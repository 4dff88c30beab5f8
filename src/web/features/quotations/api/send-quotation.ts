import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QUOTATION_MESSAGES, type QuotationData, type QuotationSent } from '@/contract/quotations';
import { api } from '@/web/lib/api-client';
import { invalidateAdminStats } from '@/web/lib/query-keys/admin';
import { inquiryKeys } from '@/web/lib/query-keys/inquiries';
import { quotationKeys } from '@/web/lib/query-keys/quotations';

export const sendQuotation = (inquiryId: string, input: QuotationData) =>
  api.post<QuotationSent>(`/inquiries/${inquiryId}/quotations`, input);

/** Sends the next version; the inquiry is now "responded", so its lists and badges change too. */
export function useSendQuotation(inquiryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuotationData) => sendQuotation(inquiryId, input),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: quotationKeys.forInquiry(inquiryId) });
      queryClient.invalidateQueries({ queryKey: inquiryKeys.all });
      invalidateAdminStats(queryClient);
    },
    meta: { errorMessage: QUOTATION_MESSAGES.sendFailed },
  });
}
