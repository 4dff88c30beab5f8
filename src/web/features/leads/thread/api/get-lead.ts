import { queryOptions, useQuery } from '@tanstack/react-query';
import { LEAD_THREAD_MESSAGES, type LeadDetail } from '@/contract/lead-thread';
import { api } from '@/web/lib/api-client';
import { leadThreadKeys } from '@/web/lib/query-keys/lead-thread';

export const getLead = (id: string, signal?: AbortSignal) =>
  api.get<LeadDetail>(`/admin/leads/${id}`, {}, signal);

export const leadQuery = (id: string) =>
  queryOptions({
    queryKey: leadThreadKeys.detail(id),
    queryFn: ({ signal }) => getLead(id, signal),
    meta: { errorMessage: LEAD_THREAD_MESSAGES.loadFailed },
  });

export const useLead = (id: string) => useQuery(leadQuery(id));
