import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SampleTracking } from '@/contract/sample-tracking';
import { api } from '@/web/lib/api-client';
import { sampleKeys } from './sample-keys';

/** The request as its buyer sees it. A failure (an invalid link) is shown by the page, not toasted. */
export const trackedSampleQuery = (token: string) =>
  queryOptions({
    queryKey: sampleKeys.tracked(token),
    queryFn: ({ signal }) => api.get<SampleTracking>(`/samples/track/${token}`, {}, signal),
    retry: false,
  });

export const useTrackedSample = (token: string) => useQuery(trackedSampleQuery(token));
