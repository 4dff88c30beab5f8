// What other features use of notifications: the shape of one to send through app.notifications, and
// the admins' notification as a write to run along with the one it tells of.
export { adminNotificationAlong, type NewNotification } from './notification-repository';
