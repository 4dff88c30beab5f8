// Contact messages (spec §3-§5, §7): the form's rules and messages and the admin list, shared by the
// server routes and the React form. Every answer carries { success, ... } (spec §7).
import { z } from 'zod';
import { emailField, nameField, optionalPhone, pageQuery, requiredText } from './common';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGES } from './contact-messages';
import { CONTACT_SUBJECTS, LOCALES } from './enums';

export const CONTACTS_PAGE_SIZE = 10;
export { CONTACT_MESSAGE_MAX, CONTACT_MESSAGES };

// The subjects in English, as the staff notification of a new message names them. Pages and mails
// write a subject in the reader's language from the catalogs (pages.contact.subject.*); the value
// stored and sent is always the code.
export const CONTACT_SUBJECT_LABELS: Record<(typeof CONTACT_SUBJECTS)[number], string> = {
  general: 'General Inquiry',
  sales: 'Sales & Pricing',
  support: 'Technical Support',
  partnership: 'Partnership',
  career: 'Careers',
  other: 'Other',
};

// Field order is the form's order: the first broken rule is the one reported.
export const ContactInput = z.object(
  {
    name: nameField(CONTACT_MESSAGES.nameRequired, CONTACT_MESSAGES.nameTooLong),
    email: emailField({ required: CONTACT_MESSAGES.emailRequired, invalid: CONTACT_MESSAGES.emailInvalid }),
    phone: optionalPhone(CONTACT_MESSAGES.phoneInvalid),
    subject: z.enum(CONTACT_SUBJECTS, { error: CONTACT_MESSAGES.subjectRequired }),
    message: requiredText(
      CONTACT_MESSAGES.messageRequired,
      CONTACT_MESSAGE_MAX,
      CONTACT_MESSAGES.messageTooLong,
    ),
  },
  { error: CONTACT_MESSAGES.nameRequired },
);
export type ContactInput = z.input<typeof ContactInput>;
export type ContactData = z.output<typeof ContactInput>;

export const ContactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.enum(CONTACT_SUBJECTS),
  message: z.string(),
  isRead: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const ContactResultSchema = z.object({
  success: z.literal(true),
  data: ContactMessageSchema,
  message: z.string(),
});
export type ContactResult = z.infer<typeof ContactResultSchema>;

export const CONTACT_STATUS_FILTERS = ['all', 'unread', 'read'] as const;
export type ContactStatusFilter = (typeof CONTACT_STATUS_FILTERS)[number];

// The CSV export's: the list's filter, and the language of its headers (the page's, which a download
// link cannot send as Accept-Language).
export const ContactExportQuery = z.object({
  status: z.enum(CONTACT_STATUS_FILTERS, { error: CONTACT_MESSAGES.statusInvalid }).default('all'),
  lang: z.enum(LOCALES, { error: CONTACT_MESSAGES.languageInvalid }).optional(),
});

export const ContactListQuery = z.object({
  ...pageQuery(CONTACTS_PAGE_SIZE),
  status: z.enum(CONTACT_STATUS_FILTERS, { error: CONTACT_MESSAGES.statusInvalid }).default('all'),
});

export const ContactListSchema = z.object({
  success: z.literal(true),
  data: z.array(ContactMessageSchema),
  pagination: z.object({
    currentPage: z.number(),
    totalPages: z.number(),
    totalContacts: z.number(),
    hasMore: z.boolean(),
  }),
});
export type ContactList = z.infer<typeof ContactListSchema>;

export const ContactDeleteResultSchema = z.object({ success: z.literal(true), message: z.string() });
