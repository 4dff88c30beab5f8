// The contact feature's public entry: its keys, for the notifications bell, which refreshes the
// message lists when a new message arrives. Its page and admin tab are loaded by app/.
export { contactKeys } from './api/contact-keys';
