// The dashboard's counts and badges. Other features refresh them after their changes through
// invalidateAdminStats (admin-keys.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@/contract/users';
import { api } from '@/web/lib/api-client';
import { adminKeys } from '@/web/lib/query-keys/admin';

export const getAdminStats = (signal?: AbortSignal) => api.get<AdminStats>('/admin/stats', undefined, signal);

// No error text: a failed count shows "–" on its card, as it always has.
export const adminStatsQuery = () =>
  queryOptions({
    queryKey: adminKeys.stats,
    queryFn: ({ signal }) => getAdminStats(signal),
    refetchOnMount: 'always',
  });

export const useAdminStats = () => useQuery(adminStatsQuery());
