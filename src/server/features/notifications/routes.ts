// Admin notifications (DESIGN.md §4). An admin sees, marks and removes only their own rows; another
// admin's notification id answers 404. The admin check runs before validation, so a guest gets 401.
// Titles and messages are worded in the request's language (the admin's page sends its own).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, paginate } from '@/contract/common';
import { NOTIFICATION_MESSAGES } from '@/contract/notification-rules';
import {
  MarkAllReadResultSchema,
  MarkReadResultSchema,
  NotificationListQuery,
  NotificationListSchema,
  RemoveNotificationResultSchema,
} from '@/contract/notifications';
import { requireAdmin } from '@/server/features/auth';
import { requestLocale } from '@/server/i18n/request-locale';
import { translator } from '@/server/i18n/translator';
import { errorAnswers } from '@/server/lib/error-answers';
import { notFound } from '@/server/lib/http-error';
import {
  countUnread,
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notification-repository';
import { toNotification } from './notification-view';

const NotificationParams = idParams(NOTIFICATION_MESSAGES.notFound);

export default async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', requireAdmin);
  const readerOf = (request: FastifyRequest) =>
    translator(requestLocale(request), app.siteSettings.current().numerals);

  app.get(
    '/notifications',
    {
      schema: {
        querystring: NotificationListQuery,
        response: { 200: NotificationListSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total, unreadCount } = await listNotifications(app.db, request.user!.id, request.query);
      const reader = readerOf(request);
      return {
        notifications: rows.map((row) => toNotification(row, reader)),
        pagination: { ...paginate(total, page, limit), totalNotifications: total },
        unreadCount,
      };
    },
  );

  app.patch(
    '/notifications/read-all',
    { schema: { response: { 200: MarkAllReadResultSchema, ...errorAnswers(401, 403) } } },
    async (request) => {
      const updated = await markAllNotificationsRead(app.db, request.user!.id);
      return { message: NOTIFICATION_MESSAGES.allMarkedRead, updated, unreadCount: 0 };
    },
  );

  app.patch(
    '/notifications/:id/read',
    {
      schema: {
        params: NotificationParams,
        response: { 200: MarkReadResultSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const row = await markNotificationRead(app.db, request.user!.id, request.params.id);
      if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
      return {
        message: NOTIFICATION_MESSAGES.markedRead,
        notification: toNotification(row, readerOf(request)),
        unreadCount: await countUnread(app.db, request.user!.id),
      };
    },
  );

  app.delete(
    '/notifications/:id',
    {
      schema: {
        params: NotificationParams,
        response: { 200: RemoveNotificationResultSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const removed = await deleteNotification(app.db, request.user!.id, request.params.id);
      if (!removed) throw notFound(NOTIFICATION_MESSAGES.notFound);
      return {
        message: NOTIFICATION_MESSAGES.removed,
        unreadCount: await countUnread(app.db, request.user!.id),
      };
    },
  );
}
