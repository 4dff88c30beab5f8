// Stands in for the "use-sync-external-store" shim wouter imports (see vite.config.ts): React 19's own.
export { useSyncExternalStore } from 'react';
