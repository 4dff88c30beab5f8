import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AssignLeadsInput, LEAD_THREAD_MESSAGES } from '@/contract/lead-thread';
import { api } from '@/web/lib/api-client';
import { invalidateLeads } from './lead-changes';

export const assignLeads = (input: AssignLeadsInput) =>
  api.put<{ message: string; updated: number }>('/admin/leads/owner', input);

export function useAssignLeads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignLeads,
    onSuccess: () => invalidateLeads(queryClient),
    meta: { errorMessage: LEAD_THREAD_MESSAGES.saveFailed },
  });
}
