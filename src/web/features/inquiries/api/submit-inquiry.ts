import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateInquiryResult, INQUIRY_MESSAGES, type SubmitInquiryInput } from '@/contract/inquiries';
import { api } from '@/web/lib/api-client';
import { notificationKeys } from '@/web/lib/query-keys/notifications';
import { invalidateAfterInquiryChange } from './inquiry-changes';

/** The one-product form's call, or a quote basket's (with `lines`). */
export const submitInquiry = (input: SubmitInquiryInput) =>
  api.post<CreateInquiryResult>('/inquiries', input);

export function useSubmitInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitInquiry,
    // An admin trying the form sees their own inquiry in the lists and the bell straight away.
    onSuccess: () => {
      invalidateAfterInquiryChange(queryClient);
      queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
    meta: { errorMessage: INQUIRY_MESSAGES.submitFailed },
  });
}
