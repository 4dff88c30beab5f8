// The admin's list of sample requests and the status change, which refreshes every list of them.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SAMPLE_MESSAGES,
  type SampleList,
  type SampleListQuery,
  type SampleRequest,
  type UpdateSampleStatusInput,
} from '@/contract/samples';
import { api } from '@/web/lib/api-client';
import { sampleKeys } from './sample-keys';

export const adminSamplesQuery = (query: SampleListQuery) =>
  queryOptions({
    queryKey: sampleKeys.admin(query),
    queryFn: ({ signal }) =>
      api.get<SampleList>('/admin/samples', query as Record<string, string | number | undefined>, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: SAMPLE_MESSAGES.fetchFailed },
  });

export const useAdminSamples = (query: SampleListQuery) => useQuery(adminSamplesQuery(query));

export function useUpdateSampleStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateSampleStatusInput }) =>
      api.patch<{ sample: SampleRequest; message: string }>(`/admin/samples/${id}/status`, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sampleKeys.all }),
    meta: { errorMessage: SAMPLE_MESSAGES.updateFailed },
  });
}
