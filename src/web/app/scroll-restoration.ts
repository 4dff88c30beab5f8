// Where the window scrolls when the page changes, as React Router's <ScrollRestoration> did: a new
// page opens at its top (or at its #section), back and forward (and a reload) return to where the
// visitor was on that page. Each history entry gets a key in its state; positions are kept by key,
// in sessionStorage too so that a reload finds them.
import { useLayoutEffect, useRef } from 'react';
import type { NavigateOptions } from '@/web/lib/router';

const STORAGE_KEY = 'scroll-positions';
type Positions = Record<string, number>;

let positions: Positions = {};
let nextScroll: 'top' | 'keep' = 'top';
let popped = false;

const entryKey = (): string | undefined => (window.history.state as { key?: string } | null)?.key;
const newKey = () => Math.random().toString(36).slice(2, 10);

function savePosition() {
  const key = entryKey();
  if (key) positions[key] = window.scrollY;
}

/** Called once in the browser, before the first render. */
export function startScrollRestoration() {
  window.history.scrollRestoration = 'manual';
  try {
    positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Positions;
  } catch {
    positions = {};
  }
  // The entry the visitor arrived on gets its key without a navigation.
  if (!entryKey()) window.history.replaceState({ ...window.history.state, key: newKey() }, '');
  window.addEventListener('popstate', () => {
    popped = true;
  });
  window.addEventListener('pagehide', () => {
    savePosition();
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
    } catch {
      // Storage full or refused: positions are kept for this page's life only.
    }
  });
}

/**
 * Before each of the app's navigations: remembers where the current page is scrolled and what the
 * next page does. Returns the new entry's history state.
 */
export function beforeNavigation(options: NavigateOptions | undefined) {
  savePosition();
  nextScroll = options?.preventScrollReset ? 'keep' : 'top';
  return { key: options?.replace ? (entryKey() ?? newKey()) : newKey() };
}

function scrollToHashOrTop() {
  const hash = window.location.hash;
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

/** In the layout: runs after each change of address has been rendered. */
export function useScrollRestoration(pathname: string, search: string) {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of address.
  useLayoutEffect(() => {
    const key = entryKey();
    if (first.current) {
      // A reload returns to where the visitor was; a first visit stays where the browser put it.
      first.current = false;
      if (key && positions[key] !== undefined) window.scrollTo(0, positions[key]);
      return;
    }
    if (popped) {
      popped = false;
      if (key && positions[key] !== undefined) window.scrollTo(0, positions[key]);
      else scrollToHashOrTop();
    } else if (nextScroll === 'top') {
      scrollToHashOrTop();
    }
    nextScroll = 'top';
  }, [pathname, search]);
}
