import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@/contract/auth';
import { api } from '@/web/lib/api-client';

/** The signed-in account's new password; this session stays, the account's others end. */
export const changePassword = (input: ChangePasswordInput) =>
  api.post<{ message: string }>('/auth/password', input);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
