import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactInput, ContactResult } from '@/contract/contact';
import { CONTACT_MESSAGES } from '@/contract/contact-messages';
import { api } from '@/web/lib/api-client';
import { contactKeys } from '@/web/lib/query-keys/contact';
import { notificationKeys } from '@/web/lib/query-keys/notifications';

export const sendContactMessage = (input: ContactInput) => api.post<ContactResult>('/contact', input);

export function useSendContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendContactMessage,
    // Not the dashboard's counts by name, which would put the admin's keys on this public page: a
    // sender who is an admin gets the new message's notification, and its arrival refreshes the counts
    // (features/notifications/use-stale-on-arrival.ts).
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: contactKeys.all });
      queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
    meta: { errorMessage: CONTACT_MESSAGES.sendFailed },
  });
}
