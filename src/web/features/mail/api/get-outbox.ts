import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MAIL_MESSAGES, OUTBOX_PAGE_SIZE, type OutboxList, type OutboxStatusFilter } from '@/contract/mail';
import { api } from '@/web/lib/api-client';
import { mailKeys } from './mail-keys';

export const getOutbox = (status: OutboxStatusFilter, page: number, signal?: AbortSignal) =>
  api.get<OutboxList>('/admin/outbox', { status, page, limit: OUTBOX_PAGE_SIZE }, signal);

export const outboxQuery = (status: OutboxStatusFilter, page: number) =>
  queryOptions({
    queryKey: mailKeys.outbox(status, page),
    queryFn: ({ signal }) => getOutbox(status, page, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
    // Pending mail changes state on its own (sent, retried): the list follows it while open.
    refetchInterval: 10_000,
    meta: { errorMessage: MAIL_MESSAGES.fetchFailed },
  });

export const useOutbox = (status: OutboxStatusFilter, page: number) => useQuery(outboxQuery(status, page));
