import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Starts the app in `root`: hydrates the server's rendering, or renders when there is none (a page
 * the browser renders). Hydrated as a transition, React yields to the browser every few milliseconds
 * rather than hold the main thread for the whole page in one long task (a slow phone's taps and
 * paints wait on it); a tap meanwhile has its part hydrated at once.
 */
export function mount(root: HTMLElement, app: ReactNode) {
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
