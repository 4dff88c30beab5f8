// The bulk bar's writes, on the endpoints of the lead's own screen and of spam handling (their
// contracts in DESIGN.md §6): one request for all the selected leads, then the list reloads.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadStatus } from '@/contract/enums';
import { LEAD_LIST_MESSAGES } from '@/contract/leads';
import { api } from '@/web/lib/api-client';
import { leadKeys } from '@/web/lib/query-keys/leads';

export type LeadUpdate =
  | { ids: string[]; change: 'status'; status: LeadStatus }
  | { ids: string[]; change: 'owner'; ownerId: string | null }
  | { ids: string[]; change: 'spam' };

export const updateLeads = (update: LeadUpdate) => {
  switch (update.change) {
    case 'status':
      return api.put<unknown>('/admin/leads/status', { ids: update.ids, status: update.status });
    case 'owner':
      return api.put<unknown>('/admin/leads/owner', { ids: update.ids, ownerId: update.ownerId });
    case 'spam':
      return api.put<unknown>('/admin/leads/spam', { ids: update.ids, spam: true });
  }
};

export function useUpdateLeads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLeads,
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
    meta: { errorMessage: LEAD_LIST_MESSAGES.updateFailed },
  });
}
