// Notification constants, messages and links, free of zod so the admin's bell (on every page) can
// use them without pulling the schema library in.
import { type ContactSubject, type DocumentKind, NOTIFICATION_TYPES, type NotificationType } from './enums';

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
 * What a notification says, stored as its kind and the values it names rather than as sentences, so
 * that each admin reads it in their own language with the values exactly as they were written (the
 * API words it when it is read: src/server/features/notifications/notification-view.ts).
 */
export type NotificationEvent =
  | { kind: 'newAccount'; params: { name: string; email: string } }
  | { kind: 'newContact'; params: { name: string; subject: ContactSubject } }
  | { kind: 'newInquiry'; params: { name: string; product: string } }
  | { kind: 'quotationAccepted'; params: { name: string; version: number } }
  | { kind: 'buyerQuestion' | 'freshQuoteRequested'; params: { name: string; excerpt: string } }
  | { kind: 'newComment'; params: { product: string; name: string; rating: number | null; excerpt: string } }
  | {
      kind: 'documentRequested';
      params: { name: string; company: string; product: string; document: DocumentKind };
    }
  | { kind: 'sampleRequested'; params: { name: string; company: string; product: string } }
  /** A lead given to the reader by another admin (`by`). */
  | { kind: 'leadAssigned'; params: { reference: string; name: string; by: string } }
  /** A new lead given to the reader by the round robin (setting desk.autoAssign). */
  | { kind: 'leadAutoAssigned'; params: { reference: string; name: string } }
  /** One stored before kinds existed whose words matched no known form (migration 0014): shown as written. */
  | { kind: 'text'; params: { title: string; message: string } };

export type NotificationKind = NotificationEvent['kind'];
/** What the server tells admins about: every kind but the stored-before one. */
export type NotifiedEvent = Exclude<NotificationEvent, { kind: 'text' }>;

/** The bell's tab (and icon) of each kind. */
export const NOTIFICATION_KIND_TYPES = {
  newAccount: 'user',
  newContact: 'system',
  newInquiry: 'inquiry',
  quotationAccepted: 'inquiry',
  buyerQuestion: 'inquiry',
  freshQuoteRequested: 'inquiry',
  newComment: 'comment',
  // Leads, beside the inquiries.
  documentRequested: 'inquiry',
  sampleRequested: 'inquiry',
  leadAssigned: 'inquiry',
  leadAutoAssigned: 'inquiry',
} as const satisfies Record<NotifiedEvent['kind'], NotificationType>;

type LinkTarget = {
  type: NotificationType;
  kind?: NotificationKind;
  commentId: string | null;
  productId: string | null;
  inquiryId: string | null;
  contactId: string | null;
  leadId?: string | null;
};

/** The in-app page a notification opens. */
export function notificationLink(n: LinkTarget): string | null {
  switch (n.type) {
    case 'inquiry':
      if (n.leadId) return `/admin/leads/${n.leadId}`;
      if (n.kind === 'sampleRequested') return '/admin?tab=samples';
      if (n.kind === 'documentRequested') return '/admin?tab=documentRequests';
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
