// When a new notification arrives, the dashboard's counts and the lead lists are stale too: refresh
// them, so an admin looking at a list sees the new lead without pressing Refresh.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { adminKeys } from '@/web/lib/query-keys/admin';
import { contactKeys } from '@/web/lib/query-keys/contact';
import { inquiryKeys } from '@/web/lib/query-keys/inquiries';

const STALE_ON_ARRIVAL = [adminKeys.stats, inquiryKeys.all, contactKeys.all];

/** `newest` is undefined until the first answer, and null while the admin has no notifications. */
export function useStaleOnArrival(newest: string | null | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef(newest);
  useEffect(() => {
    if (newest === undefined || newest === seen.current) return;
    if (seen.current !== undefined) {
      for (const queryKey of STALE_ON_ARRIVAL) queryClient.invalidateQueries({ queryKey });
    }
    seen.current = newest;
  }, [newest, queryClient]);
}
