// What other features use of notifications: the shape of one to send through app.notifications.
export type { NewNotification } from './notification-repository';
