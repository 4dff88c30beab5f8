// A part of a page that loads after the page's own code (what is below the fold, what appears on
// scrolling) and can be loaded ahead: before the app goes to its page, or before hydrating.
//
// It is React's documented way (react.dev/reference/react/lazy): the import in a function, handed to
// lazy() (as its module's default) and called early to preload, shown inside its own <Suspense> boundary. Two choices on top:
// - The part is memoised. While its code is on the way, the server's HTML of it waits in its boundary
//   to be hydrated; a re-render of the page above (the session check answering, a toast) must not reach
//   that boundary, or React gives up the server's HTML and draws it again.
// - A part first drawn after its code is in is drawn by that code itself rather than through lazy(),
//   which would suspend once more before showing it (nothing pops in after the page it was loaded for).
import { type ComponentType, createElement, lazy, memo, Suspense, useState } from 'react';

export type LazyPart<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error) => {
        // Asked again next time (a chunk lost to a bad connection).
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at module level.
  function Part(props: P) {
    // Chosen once per place on the page: switching from one to the other would draw the part anew.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Suspense, { fallback: null }, createElement(Component, props));
  }
  return Object.assign(memo(Part), { preload }) as unknown as LazyPart<P>;
}
