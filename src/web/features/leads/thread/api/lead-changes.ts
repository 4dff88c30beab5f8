import type { QueryClient } from '@tanstack/react-query';
import { leadThreadKeys } from '@/web/lib/query-keys/lead-thread';

/** After a write on leads: the lead's screen and the queue's lists show it on their next read. */
export const invalidateLeads = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: leadThreadKeys.all });
