// The users feature's public entry: its keys. Its admin tab is loaded by app/.
export { userKeys } from './api/user-keys';
