// How a route's page is loaded: its code, its words and its guard together, once, before the app
// goes to it; and how a table of routes is matched and drawn. The public table (routes.tsx) and the
// admin area's (admin-routes.tsx, a chunk of its own) are both made of these.
import { type ComponentType, lazy, type ReactNode } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Route, Switch } from 'wouter';
import { loadCatalogs } from '@/web/i18n/catalogs';
import type { RouteHandle } from '@/web/lib/route-prefetch';

// The guards of the pages that depend on the session (guards.tsx) load with those pages.
export type GuardName = 'RequireAdmin' | 'GuestOnly' | 'AfterSessionCheck';
const loadGuards = () => import('./guards');

// A page may load parts of itself lazily (what is below the fold); `preloadParts` loads them.
export type PageModule = { default: ComponentType; preloadParts?: () => Promise<unknown> };

export type Page = {
  Component: ComponentType;
  /**
   * Loads the page's code and words; with `parts`, its lazy parts too (before going to the page,
   * so nothing appears late; not for the first page, which hydrates them when they arrive). An area
   * (a table of routes of its own) loads the page at `pathname`.
   */
  preload: (parts?: boolean, pathname?: string) => Promise<unknown>;
};

export type PageRoute = {
  /** A wouter (regexparam) pattern, matched without the language prefix. */
  path: string;
  handle: RouteHandle;
  page?: Page;
  element?: ComponentType;
};

/** A module loaded once (asked again after a failure: a chunk lost to a bad connection). */
function loadOnce<T>(load: () => Promise<T>) {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const get = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error) => {
        loading = undefined;
        throw error;
      },
    ));
  // Once loaded, the lazy component renders at once (its thenable answers synchronously), so a
  // page the app has preloaded, the first one included, draws without suspending.
  const lazyComponent = (pick: (module: T) => ComponentType) => {
    const answered = (module: T) => ({ default: pick(module) });
    // biome-ignore lint/suspicious/noThenProperty: React.lazy takes a thenable; this one answers at once.
    const atOnce = (module: T) => ({ then: (resolve: (page: object) => void) => resolve(answered(module)) });
    return lazy(() => (loaded ? (atOnce(loaded) as never) : get().then(answered)));
  };
  return { get, lazyComponent };
}

/** A page's code and its words, loaded together once, inside its guard if it has one. */
export function lazyPage(
  load: () => Promise<PageModule>,
  catalogs: RouteHandle['catalogs'],
  guard?: GuardName,
): Page {
  const page = loadOnce(() =>
    Promise.all([load(), loadCatalogs(catalogs), guard && loadGuards()]).then(([module, , guards]) =>
      guards && guard ? guarded(guards[guard], module) : module,
    ),
  );
  return {
    Component: page.lazyComponent((module) => module.default),
    preload: async (parts = true) => {
      const module = await page.get();
      if (parts) await module.preloadParts?.();
    },
  };
}

/** Routes of their own in another chunk, drawn and preloaded as one page of this table. */
export function lazyArea(load: () => Promise<{ ROUTES: PageRoute[] }>): Page {
  const area = loadOnce(load);
  return {
    Component: area.lazyComponent(({ ROUTES }) => () => <RouteSwitch routes={ROUTES} />),
    preload: async (parts, pathname = '') => {
      const { ROUTES } = await area.get();
      await matchIn(ROUTES, pathname)?.route.page?.preload(parts, pathname);
    },
  };
}

/** The page inside its guard. */
function guarded(Guard: ComponentType<{ children: ReactNode }>, page: PageModule): PageModule {
  const Page = page.default;
  return {
    ...page,
    default: () => (
      <Guard>
        <Page />
      </Guard>
    ),
  };
}

/** The first route of a table an address (without its language prefix) matches, and its parameters. */
export function matchIn(routes: PageRoute[], pathname: string) {
  for (const route of routes) {
    const [matches, params] = matchRoute(parse, route.path, pathname);
    if (matches) return { route, params: params as Record<string, string | undefined> };
  }
  return null;
}

function RoutePage({ route }: { route: PageRoute }) {
  const Component = route.page?.Component ?? route.element!;
  return <Component />;
}

/** The page of a table at the current address. */
export function RouteSwitch({ routes }: { routes: PageRoute[] }) {
  return (
    <Switch>
      {routes.map((route) => (
        <Route key={route.path} path={route.path}>
          <RoutePage route={route} />
        </Route>
      ))}
    </Switch>
  );
}
