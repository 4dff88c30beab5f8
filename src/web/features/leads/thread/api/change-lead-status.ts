import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeLeadStatusInput, LEAD_THREAD_MESSAGES } from '@/contract/lead-thread';
import { api } from '@/web/lib/api-client';
import { invalidateLeads } from './lead-changes';

export const changeLeadStatus = (input: ChangeLeadStatusInput) =>
  api.put<{ message: string; updated: number }>('/admin/leads/status', input);

export function useChangeLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeLeadStatus,
    onSuccess: () => invalidateLeads(queryClient),
    meta: { errorMessage: LEAD_THREAD_MESSAGES.saveFailed },
  });
}
