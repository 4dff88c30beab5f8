// "Mark as spam" on the lead's screen: the desk's spam call (PUT /api/admin/leads/spam), which also
// blocks the buyer's address.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LEAD_THREAD_MESSAGES } from '@/contract/lead-thread';
import { api } from '@/web/lib/api-client';
import { invalidateLeads } from './lead-changes';

export const markSpam = (ids: string[], spam: boolean) =>
  api.put<{ message: string }>('/admin/leads/spam', { ids, spam });

export function useMarkSpam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, spam }: { ids: string[]; spam: boolean }) => markSpam(ids, spam),
    onSuccess: () => invalidateLeads(queryClient),
    meta: { errorMessage: LEAD_THREAD_MESSAGES.saveFailed },
  });
}
