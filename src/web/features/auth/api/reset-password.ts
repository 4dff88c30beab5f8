import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordResetInput } from '@/contract/auth';
import { api, tokenStore } from '@/web/lib/api-client';
import { sessionKey } from './session';

/** Sets the new password through a mailed link's token. */
export const resetPassword = (input: PasswordResetInput) =>
  api.post<{ message: string }>('/auth/password-reset/confirm', input);

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // A reset ends every session of the account, this browser's too if it had one.
    onSuccess: () => {
      tokenStore.clear();
      queryClient.setQueryData(sessionKey, null);
    },
  });
}
