import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  MAIL_MESSAGES,
  type MailSettings,
  type MailSettingsForm,
  type MailSettingsInput,
  type MailSettingsResult,
} from '@/contract/mail';
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

/** What the form saves: the recipients and the sales address (null: the staff recipients). */
export type MailSettingsChange = z.output<typeof MailSettingsForm>;

export const saveMailSettings = (change: MailSettingsChange) =>
  api.put<MailSettingsResult>('/admin/settings/mail', change satisfies MailSettingsInput);

export function useSaveMailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMailSettings,
    onSuccess: (result) => queryClient.setQueryData(mailKeys.settings, result.settings),
    meta: { errorMessage: MAIL_MESSAGES.settingsSaveFailed },
  });
}
