// The notifications feature's public entry: its keys, for features whose changes notify the admin
// (a new inquiry or contact message). The bell is an admin header widget, loaded by app/.
export { notificationKeys } from './api/notification-keys';
