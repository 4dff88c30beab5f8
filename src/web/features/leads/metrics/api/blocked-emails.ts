import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BlockEmailInput, type BlockedEmailList, SPAM_MESSAGES } from '@/contract/spam-schemas';
import { api } from '@/web/lib/api-client';
import { deskMetricsKeys } from '@/web/lib/query-keys/desk-metrics';

export const getBlockedEmails = (signal?: AbortSignal) =>
  api.get<BlockedEmailList>('/admin/blocked-emails', {}, signal);

export const blockedEmailsQuery = () =>
  queryOptions({
    queryKey: deskMetricsKeys.blockedEmails,
    queryFn: ({ signal }) => getBlockedEmails(signal),
    meta: { errorMessage: SPAM_MESSAGES.fetchFailed },
  });

export const useBlockedEmails = () => useQuery(blockedEmailsQuery());

export const blockEmail = (input: BlockEmailInput) =>
  api.post<{ message: string }>('/admin/blocked-emails', input);

export const unblockEmail = (email: string) =>
  api.delete<{ message: string }>(`/admin/blocked-emails/${encodeURIComponent(email)}`);

export function useBlockEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskMetricsKeys.blockedEmails }),
    meta: { errorMessage: SPAM_MESSAGES.blockFailed },
  });
}

export function useUnblockEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskMetricsKeys.blockedEmails }),
    meta: { errorMessage: SPAM_MESSAGES.unblockFailed },
  });
}
