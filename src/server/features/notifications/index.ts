// What other features use of notifications: the shape of one to send through app.notifications, and
// the insert that stores one along with the write it tells of (db/along-with.ts).
export { adminNotificationInsert, type NewNotification } from './notification-repository';
