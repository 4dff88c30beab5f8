import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactInput, ContactResult } from '@/contract/contact';
import { CONTACT_MESSAGES } from '@/contract/contact-messages';
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
