import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydration } from '@/web/lib/in-turn';

/**
 * Starts the app in `root`: hydrates the server's rendering, or renders when there is none (a page
 * the browser renders). Hydrating adopts the server's elements as they are and attaches the page's
 * handlers to them; a lazy part whose code has not arrived keeps the server's HTML until it does, and
 * the parts in <InTurn> are hydrated in tasks of their own after it (src/web/lib/in-turn.tsx).
 */
export function mount(root: HTMLElement, app: ReactNode) {
  if (!root.firstElementChild) {
    createRoot(root).render(app);
    return;
  }
  hydration.running = true;
  hydrateRoot(root, app);
  hydration.running = false;
}
