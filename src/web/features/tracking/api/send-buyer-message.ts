import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BuyerMessageInput, TRACKING_MESSAGES, type TrackingActionResult } from '@/contract/tracking';
import { api } from '@/web/lib/api-client';
import { type InquirySource, sourcePath, trackingKeys } from './tracking-keys';

export const sendBuyerMessage = (source: InquirySource, input: BuyerMessageInput) =>
  api.post<TrackingActionResult>(`${sourcePath(source)}/messages`, input);

/** A question for the sales desk, or a request for a fresh quotation. */
export function useSendBuyerMessage(source: InquirySource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BuyerMessageInput) => sendBuyerMessage(source, input),
    onSuccess: (result) => queryClient.setQueryData(trackingKeys.inquiry(source), result.inquiry),
    meta: { errorMessage: TRACKING_MESSAGES.sendFailed },
  });
}
