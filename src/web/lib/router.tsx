// The app's router: wouter (about 2.5 KB compressed, where React Router was 27 KB) and the few
// things the pages need on top of it, in one place so that pages import their links and hooks from
// here. The address the router sees has no language prefix: Bengali pages run under the base "/bn".
import { type ComponentProps, type ReactNode, useMemo, useSyncExternalStore } from 'react';
import {
  Redirect,
  Router,
  type RouterOptions,
  useSearch,
  useLocation as useWouterLocation,
  useSearchParams as useWouterSearchParams,
  Link as WouterLink,
} from 'wouter';

export { Link, useParams } from 'wouter';

/** Options of a navigation: `preventScrollReset` keeps the scroll position (see scroll-restoration.ts). */
export type NavigateOptions = { replace?: boolean; preventScrollReset?: boolean };
type Path = string | { pathname?: string; search?: string; hash?: string };

const subscribe = (callback: () => void) => {
  // wouter dispatches these for its own navigations (it patches pushState and replaceState).
  const events = ['popstate', 'pushState', 'replaceState', 'hashchange'];
  for (const event of events) window.addEventListener(event, callback);
  return () => {
    for (const event of events) window.removeEventListener(event, callback);
  };
};
const currentHash = () => window.location.hash;
// The server never sees the fragment: hydration starts from none, like the server's HTML.
const noHash = () => '';

/** The address within the router's base, as React Router's useLocation gave it. */
export function useLocation() {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  const hash = useSyncExternalStore(subscribe, currentHash, noHash);
  return useMemo(() => ({ pathname, search: search ? `?${search}` : '', hash }), [pathname, search, hash]);
}

/** navigate('/x'), navigate({ hash: 'specifications' }), as React Router's useNavigate. */
export function useNavigate() {
  const [pathname, navigate] = useWouterLocation();
  const search = useSearch();
  return (to: Path, options?: NavigateOptions) => {
    if (typeof to === 'string') return navigate(to, options);
    const query = to.search ?? (to.pathname ? '' : search ? `?${search}` : '');
    const hash = to.hash ? `#${to.hash.replace(/^#/, '')}` : '';
    navigate(`${to.pathname ?? pathname}${query}${hash}`, options);
  };
}

type SearchInit = URLSearchParams | string | Record<string, string>;

/** The address's query, and a way to change it (with the app's navigation options). */
export function useSearchParams() {
  const [params, setParams] = useWouterSearchParams();
  return [
    params,
    setParams as (
      next: SearchInit | ((current: URLSearchParams) => SearchInit),
      options?: NavigateOptions,
    ) => void,
  ] as const;
}

/** Sends the visitor on when rendered (React Router's <Navigate>). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  return <Redirect to={to} replace={replace} />;
}

/** React Router's NavLink: marked (class and aria-current) while the address is at or under `to`. */
export function NavLink({
  to,
  end,
  className,
  ...props
}: Omit<ComponentProps<'a'>, 'className' | 'href'> & {
  to: string;
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
}) {
  const { pathname } = useLocation();
  const current = pathname.toLowerCase();
  const target = to.toLowerCase();
  const isActive =
    current === target || (!end && target !== '/' && current.startsWith(`${target.replace(/\/$/, '')}/`));
  return (
    <WouterLink
      to={to}
      {...props}
      className={className({ isActive })}
      aria-current={isActive ? 'page' : undefined}
    />
  );
}

/**
 * The router of the whole app. `base` is the language's prefix; on the server `ssrPath` and
 * `ssrSearch` are the address rendered. The language's home is "/bn", not "/bn/", as before.
 */
export function AppRouter({
  base,
  children,
  ...options
}: { base?: string; children: ReactNode } & Pick<RouterOptions, 'ssrPath' | 'ssrSearch' | 'aroundNav'>) {
  return (
    <Router base={base ?? ''} hrefs={withoutTrailingSlash} {...options}>
      {children}
    </Router>
  );
}

/** "/bn/" → "/bn", "/bn/?q=x" → "/bn?q=x": the base joined to "/" has no slash of its own. */
export const withoutTrailingSlash = (href: string) => href.replace(/^(\/[^/?#]+)\/(?=$|[?#])/, '$1');
