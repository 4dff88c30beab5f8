import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAIL_MESSAGES, type OutboxResendResult } from '@/contract/mail';
import { api } from '@/web/lib/api-client';
import { mailKeys } from './mail-keys';

export const resendMail = (id: string) => api.post<OutboxResendResult>(`/admin/outbox/${id}/resend`);

export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKeys.all }),
    meta: { errorMessage: MAIL_MESSAGES.resendFailed },
  });
}
