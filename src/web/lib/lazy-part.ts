// A part of a page that loads after the page's own code (what is below the fold, what appears on
// scrolling) and can be loaded ahead: before the app goes to its page, or before hydrating.
//
// It is React's documented way (react.dev/reference/react/lazy): the import in a function, handed to
// lazy() (as its module's default) and called early to preload, shown inside its own <Suspense> boundary. Three choices on top:
// - The server marks the part's HTML as one range (hydration-range.tsx), which hydration keeps whole
//   while the part's code is on the way.
// - The part is memoised. While its code is on the way, the server's HTML of it waits in its boundary
//   to be hydrated; a re-render of the page above (the session check answering, a toast) must not reach
//   that boundary, or the renderer may give up the server's HTML and draw it again.
// - A part first drawn after its code is in is drawn by that code itself rather than through lazy(),
//   which would suspend once more before showing it (nothing pops in after the page it was loaded for).
//
// On the first page, a part may wait for the reader (`when`): its code is asked for when the reader
// comes near it (`approach`: its place within 600 px of the screen) or scrolls (`scroll`: the bars that
// appear on scrolling), or at the first touch, click or key press. Until then the server's HTML of it
// is on the screen as it is (its links work as plain links), and a phone that is only reading the top
// of the page downloads and runs none of its code.
import {
  type ComponentType,
  createElement,
  lazy,
  memo,
  type RefObject,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
import { HydrationRange } from './hydration-range';

export type LazyPart<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

type When = 'now' | 'approach' | 'scroll';

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/** Calls `start` once the reader comes near `place` (or scrolls, or touches the page); a stop function. */
function whenReaderComes(when: When, place: RefObject<Element | null>, start: () => void) {
  const events: string[] = when === 'scroll' ? ['scroll', ...INTERACTIONS] : [...INTERACTIONS];
  let observer: IntersectionObserver | undefined;
  const go = () => {
    stop();
    start();
  };
  const stop = () => {
    for (const event of events) window.removeEventListener(event, go, true);
    observer?.disconnect();
  };
  for (const event of events) window.addEventListener(event, go, { capture: true, passive: true });
  if (when === 'approach' && place.current) {
    if (typeof IntersectionObserver === 'undefined') go();
    else {
      observer = new IntersectionObserver(
        (entries) => entries.some((entry) => entry.isIntersecting) && go(),
        {
          rootMargin: '600px',
        },
      );
      observer.observe(place.current);
    }
  }
  return stop;
}

export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  when: When = 'now',
): LazyPart<P> {
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
  // The first page's part, waiting for the reader when it should: lazy() asks for its code at once,
  // so what it asks for is the moment the reader comes (or anything preloading the part). The
  // server renders every part at once.
  const waits = when !== 'now' && typeof window !== 'undefined';
  let arrive = () => {};
  const readerCame = new Promise<void>((resolve) => (arrive = resolve));
  const start = () => {
    arrive();
    return preload();
  };
  const Lazy = lazy(() =>
    (waits ? readerCame.then(preload) : preload()).then((component) => ({ default: component })),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at module level.
  function Part(props: P) {
    // Chosen once per place on the page: switching from one to the other would draw the part anew.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    const place = useRef<HTMLDivElement>(null);
    useEffect(() => {
      if (Component !== Lazy || !waits) return;
      return whenReaderComes(when, place, () => void start().catch(() => undefined));
    }, [Component]);
    const part = createElement(
      HydrationRange,
      null,
      createElement(Suspense, { fallback: null }, createElement(Component, props)),
    );
    // The place the reader comes near: a plain block around the part, drawn by server and browser alike.
    return when === 'approach' ? createElement('div', { ref: place }, part) : part;
  }
  return Object.assign(memo(Part), { preload: start }) as unknown as LazyPart<P>;
}
