// Outgoing mail in the admin area (DESIGN.md §5): the staff recipients and sales address settings
// and the Outbox list, shared by the server routes and the admin's form.
import { z } from 'zod';
import { EMAIL_MAX, EMAIL_PATTERN, pageQuery } from './common';
import { OUTBOX_STATUSES } from './enums';

export const STAFF_RECIPIENTS_MAX = 20;
export const OUTBOX_PAGE_SIZE = 20;

export const MAIL_MESSAGES = {
  recipientInvalid: (address: string) => `"${address}" is not a valid email address`,
  tooManyRecipients: `At most ${STAFF_RECIPIENTS_MAX} staff recipients`,
  settingsSaved: 'Mail settings saved',
  settingsSaveFailed: 'Failed to save mail settings',
  settingsFetchFailed: 'Failed to fetch mail settings',
  statusInvalid: `Status must be one of: all, ${OUTBOX_STATUSES.join(', ')}`,
  notFound: 'Mail not found',
  alreadySent: 'This mail has already been sent',
  resent: 'The mail will be sent again now',
  resendFailed: 'Failed to send the mail again',
  fetchFailed: 'Failed to fetch the outbox',
  empty: 'No mail in the outbox',
} as const;

const recipient = z
  .string()
  .trim()
  .toLowerCase()
  .refine((address) => address.length <= EMAIL_MAX && EMAIL_PATTERN.test(address), {
    error: (issue) => MAIL_MESSAGES.recipientInvalid(String(issue.input).trim()),
  });

/** Who gets staff alerts; an empty list means every admin. Duplicates count once. */
export const StaffRecipientsList = z
  .array(recipient)
  .transform((addresses) => [...new Set(addresses)])
  .refine((addresses) => addresses.length <= STAFF_RECIPIENTS_MAX, {
    error: MAIL_MESSAGES.tooManyRecipients,
  });

const blankToNull = <T>(value: T) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Where buyers' replies go; blank (or null) means the staff recipients. */
const SalesAddress = z.preprocess(blankToNull, recipient.nullable());

/** PUT /api/admin/settings/mail; a setting left out stays as it is. */
export const MailSettingsInput = z.object({
  staffRecipients: StaffRecipientsList,
  salesAddress: SalesAddress.optional(),
});
export type MailSettingsInput = z.input<typeof MailSettingsInput>;

export const MailSettingsSchema = z.object({
  staffRecipients: z.array(z.string()),
  /** Who gets staff alerts now: the list above, or every admin when it is empty. */
  effectiveRecipients: z.array(z.string()),
  salesAddress: z.string().nullable(),
  /** Where a buyer's reply to their mails goes now: the sales address, or the staff recipients. */
  effectiveReplyTo: z.array(z.string()),
  /** Whether SMTP_URL is set; without it mail waits in the outbox. */
  smtpConfigured: z.boolean(),
});
export type MailSettings = z.infer<typeof MailSettingsSchema>;

export const MailSettingsResultSchema = z.object({ settings: MailSettingsSchema, message: z.string() });
export type MailSettingsResult = z.infer<typeof MailSettingsResultSchema>;

/** The admin's form: one address per line (or separated by commas), the same rules as the API. */
export const MailSettingsForm = z.object({
  staffRecipients: z
    .string()
    .transform((text) =>
      text
        .split(/[\n,;]+/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(StaffRecipientsList),
  salesAddress: z.string().transform(blankToNull).pipe(recipient.nullable()),
});
export type MailSettingsFormValues = z.input<typeof MailSettingsForm>;

export const OUTBOX_STATUS_FILTERS = ['all', ...OUTBOX_STATUSES] as const;
export type OutboxStatusFilter = (typeof OUTBOX_STATUS_FILTERS)[number];

export const OutboxListQuery = z.object({
  ...pageQuery(OUTBOX_PAGE_SIZE),
  status: z.enum(OUTBOX_STATUS_FILTERS, { error: MAIL_MESSAGES.statusInvalid }).default('all'),
});

export const OutboxMailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

export const OutboxListSchema = z.object({
  mails: z.array(OutboxMailSchema),
  pagination: z.object({
    currentPage: z.number(),
    totalPages: z.number(),
    totalMails: z.number(),
    hasMore: z.boolean(),
  }),
});
export type OutboxList = z.infer<typeof OutboxListSchema>;

export const OutboxResendResultSchema = z.object({ mail: OutboxMailSchema, message: z.string() });
export type OutboxResendResult = z.infer<typeof OutboxResendResultSchema>;

const KIND_LABELS: Record<string, string> = {
  contactAlert: 'Contact message alert',
  reviewAlert: 'Review alert',
  inquiryAlert: 'Inquiry alert',
  inquiryAcknowledgement: 'Inquiry acknowledgement',
  quotation: 'Quotation',
  passwordReset: 'Password reset link',
};

/** What a mail is, in words: "reviewAlert" → "Review alert"; kinds not listed are spelled out from their name. */
export function outboxKindLabel(kind: string): string {
  if (KIND_LABELS[kind]) return KIND_LABELS[kind];
  const words = kind.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
