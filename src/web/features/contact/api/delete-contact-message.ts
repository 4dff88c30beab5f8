import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTACT_MESSAGES } from '@/contract/contact';
import { api } from '@/web/lib/api-client';
import { invalidateAfterContactChange } from './contact-changes';

export const deleteContactMessage = (id: string) =>
  api.delete<{ success: true; message: string }>(`/contact/admin/${id}`);

export function useDeleteContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContactMessage,
    onSuccess: () => invalidateAfterContactChange(queryClient),
    meta: { errorMessage: CONTACT_MESSAGES.deleteFailed },
  });
}
