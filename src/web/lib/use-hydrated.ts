// False while the server renders a page and while the browser hydrates it, true afterwards. What
// only the browser knows (the session, stored choices) is shown after this turns true, so the
// hydrating render matches the server's HTML and no warning or flash of wrong content follows.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
