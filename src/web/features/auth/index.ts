// The auth feature's public entry: the session, for the app shell and for features that show or
// hide things by who is signed in. Its pages are routes, loaded by app/routes.tsx.
export { sessionKey, sessionQuery, useLogout, useSession } from './api/session';
