// The public list. Type-only imports from the contract (and its zod-free rules): this runs on the
// public page, where zod is not downloaded.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CAREER_TEXT } from '@/contract/career-rules';
import type { CareerList } from '@/contract/careers';
import { api } from '@/web/lib/api-client';
import { careerKeys } from './career-keys';

export const getCareers = (signal?: AbortSignal) => api.get<CareerList>('/careers', undefined, signal);

/** Active posts, newest first. */
export const careersQuery = () =>
  queryOptions({
    queryKey: careerKeys.public,
    queryFn: ({ signal }) => getCareers(signal),
    meta: { errorMessage: CAREER_TEXT.loadPublicFailed },
  });

export const useCareers = () => useQuery(careersQuery());
