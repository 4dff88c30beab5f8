import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LEAD_LIST_MESSAGES, type LeadList, type LeadListParams } from '@/contract/leads';
import { api } from '@/web/lib/api-client';
import { leadKeys } from '@/web/lib/query-keys/leads';

export const getLeads = (params: LeadListParams, signal?: AbortSignal) =>
  api.get<LeadList>('/admin/leads', params as Record<string, string>, signal);

export const leadsQuery = (params: LeadListParams) =>
  queryOptions({
    queryKey: leadKeys.list(params),
    queryFn: ({ signal }) => getLeads(params, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: LEAD_LIST_MESSAGES.fetchFailed },
  });

export const useLeads = (params: LeadListParams) => useQuery(leadsQuery(params));
