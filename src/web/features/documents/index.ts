// The documents feature's public entry: the product editor's document part and the feature's keys.
// Its pages are loaded by app/routes.tsx.
export { documentKeys } from './api/document-keys';
export { DocumentManager } from './components/document-manager';
