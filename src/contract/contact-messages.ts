// The contact form's limit and messages (the schema is in contact.ts). Without the schema library: the
// contact page draws and hydrates its form with these, and loads the schema when the form is sent.
import { BUYER_MESSAGES } from './buyer-messages';

export const CONTACT_MESSAGE_MAX = 5000;

export const CONTACT_MESSAGES = {
  ...BUYER_MESSAGES,
  subjectRequired: 'Please select a subject',
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${CONTACT_MESSAGE_MAX} characters`,
  phoneInvalid: 'Please enter a valid phone number',
  statusInvalid: 'Status must be one of: all, unread, read',
  languageInvalid: 'Language must be en or bn',
  notFound: 'Contact message not found',
  sent: 'Thank you for your message! We will get back to you soon.',
  markedRead: 'Contact marked as read',
  deleted: 'Contact deleted successfully',
  // Fallbacks of spec §8, used when the server sends no message.
  sendFailed: 'Failed to send message',
  fetchFailed: 'Failed to fetch contacts',
  markReadFailed: 'Failed to mark as read',
  deleteFailed: 'Failed to delete contact',
  empty: 'No Contact Messages',
} as const;
