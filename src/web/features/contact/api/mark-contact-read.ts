import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTACT_MESSAGES, type ContactResult } from '@/contract/contact';
import { api } from '@/web/lib/api-client';
import { invalidateAfterContactChange } from './contact-changes';

export const markContactRead = (id: string) => api.patch<ContactResult>(`/contact/admin/${id}/read`);

export function useMarkContactRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markContactRead,
    onSuccess: () => invalidateAfterContactChange(queryClient),
    meta: { errorMessage: CONTACT_MESSAGES.markReadFailed },
  });
}
