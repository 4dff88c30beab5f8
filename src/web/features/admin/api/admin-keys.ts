// The dashboard's counts' cache key, and its refresh after another feature's change. A module of its
// own, without the stats' API call: the keys modules of public features import it directly, so a
// visitor's page does not carry the admin feature's entry (see get-admin-stats.ts for the query).
import type { QueryClient } from '@tanstack/react-query';

export const adminKeys = {
  stats: ['admin', 'stats'] as const,
};

export const invalidateAdminStats = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: adminKeys.stats });
