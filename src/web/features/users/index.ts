// The users feature's public entry: its keys, and the admins (for choosing an owner). Its admin tab
// is loaded by app/.
export { adminUsersQuery } from './api/get-users';
export { userKeys } from './api/user-keys';
