import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HOLIDAY_MESSAGES, type HolidaysList } from '@/contract/lead-metrics';
import { api } from '@/web/lib/api-client';
import { deskMetricsKeys } from '@/web/lib/query-keys/desk-metrics';

export const getHolidays = (signal?: AbortSignal) =>
  api.get<HolidaysList>('/admin/settings/holidays', {}, signal);

export const holidaysQuery = () =>
  queryOptions({
    queryKey: deskMetricsKeys.holidays,
    queryFn: ({ signal }) => getHolidays(signal),
    meta: { errorMessage: HOLIDAY_MESSAGES.fetchFailed },
  });

export const useHolidays = () => useQuery(holidaysQuery());

export const saveHolidays = (holidays: string[]) =>
  api.put<HolidaysList & { message: string }>('/admin/settings/holidays', { holidays });

export function useSaveHolidays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHolidays,
    onSuccess: (saved) => {
      queryClient.setQueryData(deskMetricsKeys.holidays, { holidays: saved.holidays });
      // Response times are counted without the holidays: the figures change with them.
      queryClient.invalidateQueries({ queryKey: deskMetricsKeys.metrics });
    },
    meta: { errorMessage: HOLIDAY_MESSAGES.saveFailed },
  });
}
