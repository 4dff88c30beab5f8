import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type MySampleList, SAMPLE_MESSAGES } from '@/contract/samples';
import { api } from '@/web/lib/api-client';
import { sampleKeys } from './sample-keys';

export const mySamplesQuery = (page: number) =>
  queryOptions({
    queryKey: sampleKeys.mine(page),
    queryFn: ({ signal }) => api.get<MySampleList>('/me/samples', { page }, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: SAMPLE_MESSAGES.fetchFailed },
  });

export const useMySamples = (page: number) => useQuery(mySamplesQuery(page));
