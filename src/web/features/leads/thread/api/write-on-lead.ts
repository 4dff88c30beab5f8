// A message to the buyer or an internal note: the answer carries the lead as it now is.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LEAD_THREAD_MESSAGES, type LeadThreadResult } from '@/contract/lead-thread';
import { api } from '@/web/lib/api-client';
import { leadThreadKeys } from '@/web/lib/query-keys/lead-thread';
import { invalidateLeads } from './lead-changes';

export type LeadWriting = 'messages' | 'notes';

export const writeOnLead = (id: string, what: LeadWriting, body: string) =>
  api.post<LeadThreadResult>(`/admin/leads/${id}/${what}`, { body });

export function useWriteOnLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ what, body }: { what: LeadWriting; body: string }) => writeOnLead(id, what, body),
    onSuccess: ({ lead }) => {
      queryClient.setQueryData(leadThreadKeys.detail(id), lead);
      void invalidateLeads(queryClient);
    },
    meta: { errorMessage: LEAD_THREAD_MESSAGES.saveFailed },
  });
}
