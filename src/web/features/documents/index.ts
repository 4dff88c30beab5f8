// The documents feature's public entry. Its pages are loaded by app/routes.tsx.
export { documentKeys } from './api/document-keys';
