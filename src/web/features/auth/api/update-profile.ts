// The profile's photo and name (spec §5), from the profile page.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@/contract/auth';
import { AUTH_MESSAGES } from '@/contract/auth-rules';
import { useT } from '@/web/i18n';
import { ApiError, api, tokenStore } from '@/web/lib/api-client';
import { sessionKey } from './session';

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
