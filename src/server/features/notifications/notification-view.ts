// A notification as its admin sees it: its title and message worded from its kind and values in the
// reader's language (the values as they were written: a buyer's own words are never translated),
// with the link to what it is about.
import { type NotificationEvent, notificationLink } from '@/contract/notification-rules';
import type { Notification } from '@/contract/notifications';
import type { notifications } from '@/server/db/schema';
import type { Translator } from '@/server/i18n/translator';

export type NotificationRow = typeof notifications.$inferSelect;

const RATING_MAX = 5;

/** The title and message of a notification in the translator's language. */
export function wordNotification(
  { kind, params }: NotificationEvent,
  { t, number }: Translator,
): { title: string; message: string } {
  switch (kind) {
    case 'newAccount':
      return {
        title: t('admin.notification.newAccount.title'),
        message: t('admin.notification.newAccount.message', params),
      };
    case 'newContact':
      return {
        title: t('admin.notification.newContact.title'),
        message: t('admin.notification.newContact.message', {
          name: params.name,
          subject: t(`pages.contact.subject.${params.subject}`),
        }),
      };
    case 'newInquiry':
      return {
        title: t('admin.notification.newInquiry.title'),
        message: t('admin.notification.newInquiry.message', params),
      };
    case 'quotationAccepted':
      return {
        title: t('admin.notification.quotationAccepted.title'),
        message: t('admin.notification.quotationAccepted.message', {
          name: params.name,
          version: number(params.version),
        }),
      };
    case 'buyerQuestion':
    case 'freshQuoteRequested':
      return {
        title: t(`admin.notification.${kind}.title`),
        message: t('admin.notification.buyerMessage.message', params),
      };
    case 'newComment':
      return {
        title: t('admin.notification.newComment.title', { product: params.product }),
        message:
          params.rating === null
            ? t('admin.notification.newComment.message', params)
            : t('admin.notification.newComment.ratedMessage', {
                ...params,
                rating: number(params.rating),
                max: number(RATING_MAX),
              }),
      };
    case 'documentRequested':
      return {
        title: t('admin.notification.documentRequested.title'),
        message: t('admin.notification.documentRequested.message', {
          ...params,
          document: t(`catalogue.documents.${params.document}`),
        }),
      };
    case 'sampleRequested':
      return {
        title: t('admin.notification.sampleRequested.title'),
        message: t('admin.notification.sampleRequested.message', params),
      };
    case 'leadAssigned':
      return {
        title: t('admin.notification.leadAssigned.title'),
        message: t('admin.notification.leadAssigned.message', params),
      };
    case 'leadAutoAssigned':
      return {
        title: t('admin.notification.leadAutoAssigned.title'),
        message: t('admin.notification.leadAutoAssigned.message', params),
      };
    case 'text':
      return params;
  }
}

export const toNotification = (row: NotificationRow, translator: Translator): Notification => ({
  _id: row.id,
  type: row.type,
  ...wordNotification({ kind: row.kind, params: row.params } as NotificationEvent, translator),
  read: row.read,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  commentId: row.commentId,
  productId: row.productId,
  inquiryId: row.inquiryId,
  contactId: row.contactId,
  link: notificationLink(row),
});
