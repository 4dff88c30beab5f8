// What a route may declare in its `handle` for the server's rendering (src/web/entry-server.tsx).
import type { QueryClient } from '@tanstack/react-query';
import type { PageCatalog } from '@/i18n/namespaces';

export type RoutePrefetch = (
  queryClient: QueryClient,
  route: { params: Record<string, string | undefined>; url: URL },
) => Promise<unknown>;

export type RouteHandle = {
  /** Puts the data the page shows first into the query cache before the server renders it. */
  prefetch?: RoutePrefetch;
  /** The page depends on who is signed in (or on a secret in its address): the browser renders it. */
  clientOnly?: boolean;
  /** The page module, for preloading its code with the HTML. */
  module?: string;
  /**
   * The translation namespaces the page shows, beyond every page's `common`, and `messages` when it
   * shows contract messages beyond the core ones as it renders (src/i18n/namespaces.ts).
   */
  catalogs?: readonly PageCatalog[];
};
