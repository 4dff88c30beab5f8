import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SITE_SETTINGS_MESSAGES,
  type SiteSettings,
  type SiteSettingsInput,
  type SiteSettingsResult,
} from '@/contract/site-settings';
import { api } from '@/web/lib/api-client';
import { mailKeys } from './mail-keys';

export const getSiteSettings = (signal?: AbortSignal) =>
  api.get<SiteSettings>('/admin/settings/site', undefined, signal);

export const useSiteSettings = () =>
  useQuery({
    queryKey: mailKeys.siteSettings,
    queryFn: ({ signal }) => getSiteSettings(signal),
    meta: { errorMessage: SITE_SETTINGS_MESSAGES.fetchFailed },
  });

export const saveSiteSettings = (settings: SiteSettingsInput) =>
  api.put<SiteSettingsResult>('/admin/settings/site', settings);

export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSiteSettings,
    onSuccess: (result) => queryClient.setQueryData(mailKeys.siteSettings, result.settings),
    meta: { errorMessage: SITE_SETTINGS_MESSAGES.saveFailed },
  });
}
