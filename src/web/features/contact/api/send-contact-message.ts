import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTACT_MESSAGES, type ContactInput, type ContactResult } from '@/contract/contact';
import { api } from '@/web/lib/api-client';
import { notificationKeys } from '@/web/lib/query-keys/notifications';
import { invalidateAfterContactChange } from './contact-changes';

export const sendContactMessage = (input: ContactInput) => api.post<ContactResult>('/contact', input);

export function useSendContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => {
      invalidateAfterContactChange(queryClient);
      queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
    meta: { errorMessage: CONTACT_MESSAGES.sendFailed },
  });
}
