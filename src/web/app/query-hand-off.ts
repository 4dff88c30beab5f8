// The query cache a server-rendered page is drawn from, handed to the browser with the page
// (<script id="app-state">) so that hydrating draws the same page without asking the API again.
// Data goes as it is. Of the failures only "not found" goes: it is the page's answer (a product page
// whose product does not exist says so, with a 404), not a failure to try again. The others are left
// for the browser to ask again, and the server draws them as loading, as the browser's first render.
import {
  type DehydratedState,
  defaultShouldDehydrateQuery,
  dehydrate,
  hydrate,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { ApiError } from '@/web/lib/api-client';
import { rememberRenderTime } from '@/web/lib/render-time';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

// A page mounting on a failed query asks for it again, drawing itself loading meanwhile: not for a
// "not found" handed over, which is drawn as such on the server and in the browser's first render.
const keepAsAnswer = (queryClient: QueryClient, queryKey: QueryKey) =>
  queryClient.setQueryDefaults(queryKey, { retryOnMount: false });

/** On the server, before rendering: drops the failures other than "not found". */
export function keepAnswers(queryClient: QueryClient) {
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.status !== 'error') continue;
    if (isNotFound(query.state.error)) keepAsAnswer(queryClient, query.queryKey);
    else queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
  }
}

/** On the server, after rendering: the cache as JSON, "not found" answers with it. */
export const handOver = (queryClient: QueryClient) =>
  JSON.stringify(
    dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || isNotFound(query.state.error),
    }),
  );

/**
 * In the browser, before hydrating: the server's cache, its "not found" answers ApiErrors again, and
 * its answers as fresh as they are now. A page may have been rendered up to a couple of minutes ago
 * (the server keeps pages: src/server/features/site/html-cache.ts), yet every change a public page
 * shows empties that store, so a kept page is what a rendering now would draw (what depends on the
 * day reads the rendering's time: src/web/lib/render-time.ts). Left with their
 * rendering's time, the answers would be past their freshness (30 s) on a page kept longer, and the
 * page would ask the API for them again as soon as it is hydrated, and draw itself again.
 */
export function takeOver(queryClient: QueryClient, json: string, now = Date.now()) {
  const state = JSON.parse(json) as DehydratedState;
  for (const query of state.queries) {
    if (query.state.status !== 'success') continue;
    rememberRenderTime(query.queryHash, query.state.dataUpdatedAt);
    query.state.dataUpdatedAt = now;
  }
  hydrate(queryClient, state);
  for (const query of queryClient.getQueryCache().getAll()) {
    const error = query.state.error as { message: string; status: number; serverMessage?: string } | null;
    if (query.state.status !== 'error' || !error) continue;
    query.setState({ error: new ApiError(error.message, error.status, error.serverMessage) });
    keepAsAnswer(queryClient, query.queryKey);
  }
}
