import { queryOptions, useQuery } from '@tanstack/react-query';
import { CAREER_TEXT } from '@/contract/career-rules';
import type { CareerList } from '@/contract/careers';
import { api } from '@/web/lib/api-client';
import { careerKeys } from './career-keys';

export const getAdminCareers = (signal?: AbortSignal) =>
  api.get<CareerList>('/careers/admin/all', undefined, signal);

/** Every post, active and inactive, newest first. */
export const adminCareersQuery = () =>
  queryOptions({
    queryKey: careerKeys.admin,
    queryFn: ({ signal }) => getAdminCareers(signal),
    // The dashboard reloads its lists when it opens (spec §7).
    refetchOnMount: 'always',
    meta: { errorMessage: CAREER_TEXT.loadFailed },
  });

export const useAdminCareers = () => useQuery(adminCareersQuery());
