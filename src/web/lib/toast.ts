// Toasts, with react-hot-toast loaded by the first one rather than with every page: most visits show
// none, and it is 4 KB of a phone's first download. The layer that draws them
// (components/toast-layer.tsx) mounts at the same moment (see useToastsWanted and app/layout.tsx).
import { useSyncExternalStore } from 'react';

type HotToast = typeof import('react-hot-toast').default;
type Options = Parameters<HotToast['success']>[1];

let library: Promise<HotToast> | undefined;
const listeners = new Set<() => void>();

function load(): Promise<HotToast> {
  if (!library) {
    library = import('react-hot-toast').then((module) => module.default);
    for (const listener of listeners) listener();
  }
  return library;
}

export const toast = {
  success: (message: string, options?: Options) => void load().then((hot) => hot.success(message, options)),
  error: (message: string, options?: Options) => void load().then((hot) => hot.error(message, options)),
};

/** Whether any toast has been asked for yet: until then the page needs no toast layer. */
export const useToastsWanted = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => library !== undefined,
    () => false,
  );
