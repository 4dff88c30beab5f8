// What other features use of accounts and sessions: the route guards, the signed-in user's shape and
// the session cookie's name.
export { isAdmin, requireAdmin, requireUser, type SessionUser } from './guards';
export { SESSION_COOKIE } from './sessions';
export { toUser } from './user-view';
