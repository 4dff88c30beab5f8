import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequestInput } from '@/contract/auth';
import { api } from '@/web/lib/api-client';

/** Asks for a reset link by mail; the answer is the same whether or not the address has an account. */
export const requestPasswordReset = (input: PasswordResetRequestInput) =>
  api.post<{ message: string }>('/auth/password-reset', input);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
