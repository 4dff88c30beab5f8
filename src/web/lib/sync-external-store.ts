// Stands in for the "use-sync-external-store" shim wouter imports (see vite.config.ts): the hook itself.
export { useSyncExternalStore } from 'react';
