// The session: checked once at start-up (GET /auth/check), kept in the query cache, and changed by
// signup, login, logout and profile updates.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AuthResult, LoginInput, SignupInput, User } from '@/contract/auth';
import { AUTH_MESSAGES } from '@/contract/auth-rules';
import { useT } from '@/web/i18n';
import { ApiError, api, onUnauthorized, tokenStore } from '@/web/lib/api-client';
import type { FailureMeta } from '@/web/lib/query-meta';
import { useHydrated } from '@/web/lib/use-hydrated';

export const sessionKey = ['session'] as const;

async function checkSession(): Promise<User | null> {
  if (!tokenStore.get()) return null;
  try {
    return await api.get<User>('/auth/check');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      tokenStore.clear();
      return null;
    }
    // Offline at start-up: treat as signed out rather than spin forever.
    return null;
  }
}

export const sessionQuery = queryOptions({
  queryKey: sessionKey,
  queryFn: checkSession,
  staleTime: Number.POSITIVE_INFINITY,
});

/** The signed-in user; `status` is 'pending' until the start-up check answers, and while a
 * server-rendered page hydrates (the server never knows the session: the token is in the browser). */
export function useSession() {
  const queryClient = useQueryClient();
  const query = useQuery(sessionQuery);
  const hydrated = useHydrated();

  // A 401 on any call means the session ended elsewhere (logout, deletion, expiry): drop it here too.
  useEffect(
    () =>
      onUnauthorized(() => {
        tokenStore.clear();
        queryClient.setQueryData(sessionKey, null);
      }),
    [queryClient],
  );

  const user = (hydrated && query.data) || null;
  return {
    user,
    status:
      !hydrated || query.isPending
        ? ('pending' as const)
        : user
          ? ('authenticated' as const)
          : ('anonymous' as const),
    isAdmin: user?.role === 'admin',
  };
}

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

export function useLogout() {
  const { t } = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ message: string }>('/auth/logout'),
    // The local session is cleared whether or not the server answered (spec §8).
    onSettled: () => {
      tokenStore.clear();
      queryClient.setQueryData(sessionKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKey[0] });
    },
    meta: { errorMessage: t('common.account.logoutFailed') },
  });
}

/** Changes the profile photo or the name; each has its own words for a failure (spec §8). */
export function useUpdateProfile(part: 'photo' | 'name') {
  const { t } = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api.put<User & { message: string }>('/auth/update-profile', form),
    onSuccess: ({ message: _message, ...user }) => queryClient.setQueryData(sessionKey, user),
    onError: (error) => {
      // The spec's expired-session case: the server no longer knows the token.
      if (error instanceof ApiError && error.serverMessage === AUTH_MESSAGES.loginFirst) {
        tokenStore.clear();
        queryClient.setQueryData(sessionKey, null);
      }
    },
    meta: {
      errorMessage: t(part === 'photo' ? 'account.profile.photoFailed' : 'account.profile.updateFailed'),
      errorText: (error) => {
        if (!(error instanceof ApiError)) return undefined;
        if (error.serverMessage === AUTH_MESSAGES.loginFirst) return t('account.profile.sessionExpired');
        return error.status === 0 ? t('account.profile.noResponse') : undefined;
      },
    },
  });
}
