// Login and signup (spec §8): the answer's token is kept and the session becomes the new user.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResult, LoginInput, SignupInput } from '@/contract/auth';
import { useT } from '@/web/i18n';
import { ApiError, api, tokenStore } from '@/web/lib/api-client';
import type { FailureMeta } from '@/web/lib/query-meta';
import { sessionKey } from './session';

function useSignIn<TInput>(path: string, meta: FailureMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => api.post<AuthResult>(path, input),
    onSuccess: ({ token, message: _message, ...user }) => {
      tokenStore.set(token);
      queryClient.setQueryData(sessionKey, user);
    },
    meta,
  });
}

const isClientError = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

export function useLogin() {
  const { t } = useT();
  return useSignIn<LoginInput>('/auth/login', {
    errorMessage: t('account.login.failedRetry'),
    // The spec's plain "Login failed" for a refusal that came without the server's reason.
    errorText: (error) =>
      isClientError(error) && !(error as ApiError).serverMessage ? t('account.login.failed') : undefined,
  });
}

export function useSignup() {
  const { t } = useT();
  return useSignIn<SignupInput>('/auth/signup', { errorMessage: t('account.signup.failed') });
}
