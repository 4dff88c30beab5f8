import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { type BlockEmailInput, type BlockedEmailList, SPAM_MESSAGES } from '@/contract/spam-schemas';
import { api } from '@/web/lib/api-client';
import { deskMetricsKeys } from '@/web/lib/query-keys/desk-metrics';

export const getBlockedEmails = (q: string, cursor: string | undefined, signal?: AbortSignal) =>
  api.get<BlockedEmailList>(
    '/admin/blocked-emails',
    { ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) },
    signal,
  );

/** The addresses matching `q` (all of them when blank), a page at a time, newest first. */
export const blockedEmailsQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: deskMetricsKeys.blockedEmailSearch(q),
    queryFn: ({ pageParam, signal }) => getBlockedEmails(q, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    meta: { errorMessage: SPAM_MESSAGES.fetchFailed },
  });

export const useBlockedEmails = (q: string) => useInfiniteQuery(blockedEmailsQuery(q));

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
