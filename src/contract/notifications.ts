// Admin notifications (spec §3, §4, §7, §9): one row per admin recipient, read state per admin.
import { z } from 'zod';
import { pageQuery } from './common';
import { NOTIFICATION_TYPES } from './enums';
import { NOTIFICATION_MESSAGES, NOTIFICATIONS_PAGE_SIZE } from './notification-rules';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: NOTIFICATION_MESSAGES.unreadOnlyInvalid })
  .transform((value) => value === 'true' || value === '1');

// `type` narrows the list for the dropdown's Inquiries and Comments tabs; unreadCount stays the total.
export const NotificationListQuery = z.object({
  ...pageQuery(NOTIFICATIONS_PAGE_SIZE),
  unreadOnly: booleanFlag.default(false),
  type: z.enum(NOTIFICATION_TYPES, { error: NOTIFICATION_MESSAGES.typeInvalid }).optional(),
});
export type NotificationListQuery = z.input<typeof NotificationListQuery>;

export const NotificationSchema = z.object({
  _id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
  commentId: z.string().nullable(),
  productId: z.string().nullable(),
  inquiryId: z.string().nullable(),
  contactId: z.string().nullable(),
  /** Where in the site the item lives; null when it no longer exists. */
  link: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.object({
  notifications: z.array(NotificationSchema),
  pagination: z.object({
    currentPage: z.number(),
    totalPages: z.number(),
    totalNotifications: z.number(),
    hasMore: z.boolean(),
  }),
  unreadCount: z.number(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const MarkReadResultSchema = z.object({
  message: z.string(),
  notification: NotificationSchema,
  unreadCount: z.number(),
});
export const MarkAllReadResultSchema = z.object({
  message: z.string(),
  updated: z.number(),
  unreadCount: z.number(),
});

/** DELETE /notifications/{id}: the admin's notification is gone for good; the badge takes the count. */
export const RemoveNotificationResultSchema = z.object({
  message: z.string(),
  unreadCount: z.number(),
});
export type RemoveNotificationResult = z.infer<typeof RemoveNotificationResultSchema>;
