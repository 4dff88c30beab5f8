import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Starts the app in `root`: hydrates the server's rendering, or renders when there is none (a page
 * the browser renders). Hydrating adopts the server's elements as they are and attaches the page's
 * handlers to them; a lazy part whose code has not arrived keeps the server's HTML until it does.
 */
export function mount(root: HTMLElement, app: ReactNode) {
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
