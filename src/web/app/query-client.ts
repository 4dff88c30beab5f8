// The app's one QueryClient. Failed calls are toasted here, once per failure whatever the number of
// components watching the query, with the wording rules of errorMessage: the server's message first,
// "Cannot connect…" when no answer came, else the fallback the query or mutation names in `meta`;
// in the page's language. A form still puts a failure's `errors[]` on its fields (showServerErrors);
// the toast is said here alone.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { showPageMessage } from '@/web/i18n/catalogs';
import { ApiError, errorMessage } from '@/web/lib/api-client';
import type { FailureMeta } from '@/web/lib/query-meta';
import { toast } from '@/web/lib/toast';

function toastFailure(error: unknown, meta: FailureMeta | undefined) {
  const text = meta?.errorText?.(error) ?? (meta?.errorMessage && errorMessage(error, meta.errorMessage));
  if (!text) return;
  // Keyed by its text: the same failure again (a retry, a second list asking the same) replaces the
  // toast on screen rather than stacking another.
  showPageMessage(text, (message) => toast.error(message, { id: message }));
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => toastFailure(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => toastFailure(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}
