// What a query or mutation may carry in `meta`, typed for every `queryOptions` and `useMutation`
// through TanStack Query's Register. The one QueryCache/MutationCache onError (app/query-client.ts)
// reads it: a failed call is said there, once, and never by the component that made it.
import '@tanstack/react-query';

export type FailureMeta = {
  /** The spec's fallback text, toasted when the call fails and the server sent no message. Leave it
   * out for calls that handle their own failures (silent polls, a page that shows "Not Found"). */
  errorMessage?: string;
  /** The few calls the spec words some failures for in their own way (login, the profile): the
   * text for such a failure, or undefined to follow the rules above. */
  errorText?: (error: unknown) => string | undefined;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureMeta;
    mutationMeta: FailureMeta;
  }
}
