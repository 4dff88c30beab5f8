// Notification constants, messages and links, free of zod so the admin's bell (on every page) can
// use them without pulling the schema library in.
import { NOTIFICATION_TYPES, type NotificationType } from './enums';

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATION_POLL_MS = 30_000;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  markedRead: 'Notification marked as read',
  allMarkedRead: 'All notifications marked as read',
  removed: 'Notification removed',
  unreadOnlyInvalid: 'unreadOnly must be true or false',
  typeInvalid: `Type must be one of: ${NOTIFICATION_TYPES.join(', ')}`,
} as const;

/**
 * The titles of the notifications the server writes for admins. Stored in English, as written; the
 * bell shows them in the admin's language (src/i18n/translate.ts), with the few built around a name
 * matched by src/i18n/message-patterns.ts.
 */
export const NOTIFICATION_TEXT = {
  newAccount: 'New account',
  newContact: 'New contact message',
  newInquiry: 'New pricing inquiry',
  quotationAccepted: 'Quotation accepted',
  freshQuoteRequested: 'Fresh quotation requested',
  buyerQuestion: 'Question from a buyer',
} as const;

type LinkTarget = {
  type: NotificationType;
  commentId: string | null;
  productId: string | null;
  inquiryId: string | null;
  contactId: string | null;
};

/** The in-app page a notification opens. */
export function notificationLink(n: LinkTarget): string | null {
  switch (n.type) {
    case 'inquiry':
      return n.inquiryId ? `/admin/inquiries?id=${n.inquiryId}` : '/admin/inquiries';
    case 'comment':
      return n.productId ? `/products/${n.productId}#comments` : '/admin?tab=comments';
    case 'user':
      return '/admin?tab=users';
    case 'product':
      return n.productId ? `/products/${n.productId}` : null;
    case 'system':
      return n.contactId ? '/admin?tab=contacts' : null;
    default:
      return null;
  }
}
