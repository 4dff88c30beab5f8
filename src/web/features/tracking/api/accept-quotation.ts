import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRACKING_MESSAGES, type TrackingActionResult } from '@/contract/tracking';
import { api } from '@/web/lib/api-client';
import { type InquirySource, sourcePath, trackingKeys } from './tracking-keys';

export const acceptQuotation = (source: InquirySource, quotationId: string) =>
  api.post<TrackingActionResult>(`${sourcePath(source)}/quotations/${quotationId}/accept`);

/** Accepts one version; the answer carries the inquiry as it now stands. */
export function useAcceptQuotation(source: InquirySource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quotationId: string) => acceptQuotation(source, quotationId),
    onSuccess: (result) => {
      queryClient.setQueryData(trackingKeys.inquiry(source), result.inquiry);
      queryClient.invalidateQueries({ queryKey: ['tracking', 'mine'] });
    },
    meta: { errorMessage: TRACKING_MESSAGES.acceptFailed },
  });
}
