import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  INQUIRY_MESSAGES,
  type InquiryUpdateResult,
  type UpdateInquiryStatusInput,
} from '@/contract/inquiries';
import { api } from '@/web/lib/api-client';
import { inquiryKeys } from '@/web/lib/query-keys/inquiries';
import { invalidateAfterInquiryChange } from './inquiry-changes';

export const updateInquiryStatus = (id: string, input: UpdateInquiryStatusInput) =>
  api.patch<InquiryUpdateResult>(`/inquiries/${id}/status`, input);

/** Sets the status and/or the resolved flag; the server clears the flag on a status change. */
export function useUpdateInquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateInquiryStatusInput & { id: string }) =>
      updateInquiryStatus(id, input),
    onSuccess: ({ inquiry }) => {
      queryClient.setQueryData(inquiryKeys.detail(inquiry._id), inquiry);
      invalidateAfterInquiryChange(queryClient);
    },
    meta: { errorMessage: INQUIRY_MESSAGES.updateFailed },
  });
}
