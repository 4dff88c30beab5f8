import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AutoAssignResult, type AutoAssignSetting, LEAD_THREAD_MESSAGES } from '@/contract/lead-thread';
import { api } from '@/web/lib/api-client';
import { leadThreadKeys } from '@/web/lib/query-keys/lead-thread';

export const autoAssignQuery = () =>
  queryOptions({
    queryKey: leadThreadKeys.autoAssign,
    queryFn: ({ signal }) => api.get<AutoAssignResult>('/admin/leads/auto-assign', {}, signal),
    meta: { errorMessage: LEAD_THREAD_MESSAGES.loadFailed },
  });

export const useAutoAssign = () => useQuery(autoAssignQuery());

export function useSaveAutoAssign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: AutoAssignSetting) => api.put<AutoAssignResult>('/admin/leads/auto-assign', rule),
    onSuccess: (result) => queryClient.setQueryData(leadThreadKeys.autoAssign, result),
    meta: { errorMessage: LEAD_THREAD_MESSAGES.saveFailed },
  });
}
