import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  QUOTATION_TERMS_MESSAGES,
  type QuotationSettings,
  type QuotationSettingsInput,
  type QuotationSettingsResult,
} from '@/contract/quotation-terms';
import { api } from '@/web/lib/api-client';
import { quotationKeys } from '@/web/lib/query-keys/quotations';

export const getQuotationSettings = (signal?: AbortSignal) =>
  api.get<QuotationSettings>('/admin/settings/quotation', undefined, signal);

/** The standard terms new quotations are sent with. */
export const quotationSettingsQuery = () =>
  queryOptions({
    queryKey: quotationKeys.settings,
    queryFn: ({ signal }) => getQuotationSettings(signal),
    meta: { errorMessage: QUOTATION_TERMS_MESSAGES.fetchFailed },
  });

export const useQuotationSettings = () => useQuery(quotationSettingsQuery());

export const saveQuotationSettings = (settings: QuotationSettingsInput) =>
  api.put<QuotationSettingsResult>('/admin/settings/quotation', settings);

export function useSaveQuotationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuotationSettings,
    onSuccess: (result) => queryClient.setQueryData(quotationKeys.settings, result.settings),
  });
}
