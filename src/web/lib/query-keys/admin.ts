// Query keys more than one feature reads or refreshes, one module per domain so that a page carries
// only the keys it uses. Features share keys through these without importing each other; a feature's
// own refresh after a change (invalidateAfter...) stays in its api/ folder.
import type { QueryClient } from '@tanstack/react-query';

export const adminKeys = {
  stats: ['admin', 'stats'] as const,
};

/** The dashboard's counts, after any change they count. */
export const invalidateAdminStats = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: adminKeys.stats });
