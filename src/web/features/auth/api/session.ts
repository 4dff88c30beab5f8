// The session: checked once at start-up (GET /auth/check), kept in the query cache, and ended by
// logout. Signing in (sign-in.ts) and profile updates (update-profile.ts) change it from the pages
// that do them, whose chunks carry that code: every page loads this module.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { User } from '@/contract/auth';
import { useT } from '@/web/i18n';
import { ApiError, api, onUnauthorized, tokenStore } from '@/web/lib/api-client';
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
