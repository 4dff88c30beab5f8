// The notification service other features call when something happens that admins should see
// (a comment, a signup, an inquiry, a contact message). Decorated on the app as `app.notifications`,
// so callers name it explicitly and tests can replace it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type NewNotification, notifyAdmins, notifyAdminsAmong } from './notification-repository';

export type NotificationService = {
  /** Tells every admin; fails when the notification cannot be stored. */
  notifyAdmins(notification: NewNotification): Promise<void>;
  /** Tells these admins only (an assignee); fails when the notification cannot be stored. */
  notifyAdminsAmong(ids: readonly string[], notification: NewNotification): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationService;
  }
}

export const notificationService = fp(
  async (app: FastifyInstance) => {
    app.decorate('notifications', {
      notifyAdmins: (notification) => notifyAdmins(app.db, notification),
      notifyAdminsAmong: (ids, notification) => notifyAdminsAmong(app.db, ids, notification),
    } satisfies NotificationService);
  },
  { name: 'notification-service' },
);
