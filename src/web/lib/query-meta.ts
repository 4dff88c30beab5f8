// What a query or mutation may carry in `meta`, typed for every `queryOptions` and `useMutation`
// through TanStack Query's Register. The one QueryCache/MutationCache onError (app/query-client.ts)
// reads it.
import '@tanstack/react-query';

export type FailureMeta = {
  /** The spec's fallback text, toasted when the call fails and the server sent no message. Leave it
   * out for calls that handle their own failures (silent polls, a page that shows "Not Found"). */
  errorMessage?: string;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureMeta;
    mutationMeta: FailureMeta;
  }
}
