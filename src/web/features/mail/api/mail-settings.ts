import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAIL_MESSAGES, type MailSettings, type MailSettingsResult } from '@/contract/mail';
import { api } from '@/web/lib/api-client';
import { mailKeys } from './mail-keys';

export const getMailSettings = (signal?: AbortSignal) =>
  api.get<MailSettings>('/admin/settings/mail', undefined, signal);

export const useMailSettings = () =>
  useQuery({
    queryKey: mailKeys.settings,
    queryFn: ({ signal }) => getMailSettings(signal),
    meta: { errorMessage: MAIL_MESSAGES.settingsFetchFailed },
  });

export const saveMailSettings = (staffRecipients: string[]) =>
  api.put<MailSettingsResult>('/admin/settings/mail', { staffRecipients });

export function useSaveMailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMailSettings,
    onSuccess: (result) => queryClient.setQueryData(mailKeys.settings, result.settings),
    meta: { errorMessage: MAIL_MESSAGES.settingsSaveFailed },
  });
}
