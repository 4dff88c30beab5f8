// The sales desk's spam tools: "mark as spam" and the blocked list (the public forms' rule is in
// spam.ts).
import { z } from 'zod';
import { EMAIL_MAX, emailField } from './common';

export const FormStampSchema = z.object({ stamp: z.string() });

export const SPAM_LIMITS = { ids: 500 } as const;

export const SPAM_MESSAGES = {
  idsRequired: 'Choose at least one lead',
  tooManyIds: `Choose at most ${SPAM_LIMITS.ids} leads at a time`,
  idInvalid: 'Lead ids must be UUIDs',
  spamRequired: 'Say whether the leads are spam',
  leadsNotFound: 'Some of these leads do not exist',
  marked: 'Marked as spam; their e-mail addresses are blocked',
  unmarked: 'No longer marked as spam',
  emailRequired: 'E-mail address is required',
  emailInvalid: 'Please enter a valid email address',
  blocked: 'E-mail address blocked',
  alreadyBlocked: 'This e-mail address is already blocked',
  unblocked: 'E-mail address unblocked',
  notBlocked: 'This e-mail address is not blocked',
  searchTooLong: `Search must be at most ${EMAIL_MAX} characters`,
  cursorInvalid: 'This page link has expired; start again from the first page',
  // Fallbacks when the server sends no message.
  markFailed: 'Failed to mark as spam',
  blockFailed: 'Failed to block the address',
  unblockFailed: 'Failed to unblock the address',
  fetchFailed: 'Failed to load the blocked addresses',
} as const;

export const MarkSpamInput = z.object({
  ids: z
    .array(z.uuid({ error: SPAM_MESSAGES.idInvalid }), { error: SPAM_MESSAGES.idsRequired })
    .min(1, SPAM_MESSAGES.idsRequired)
    .max(SPAM_LIMITS.ids, SPAM_MESSAGES.tooManyIds),
  spam: z.boolean({ error: SPAM_MESSAGES.spamRequired }),
});
export type MarkSpamInput = z.infer<typeof MarkSpamInput>;

export const MarkSpamResultSchema = z.object({
  message: z.string(),
  updated: z.number(),
  /** Addresses newly added to the blocked list. */
  blocked: z.array(z.string()),
});
export type MarkSpamResult = z.infer<typeof MarkSpamResultSchema>;

/** An address as the blocked list keeps it: trimmed and lower-case. */
export const blockedEmailField = () =>
  emailField(
    { required: SPAM_MESSAGES.emailRequired, invalid: SPAM_MESSAGES.emailInvalid },
    { lowerCase: true },
  );

export const BlockEmailInput = z.object(
  { email: blockedEmailField() },
  { error: SPAM_MESSAGES.emailRequired },
);
export type BlockEmailInput = z.input<typeof BlockEmailInput>;

// Like any path parameter, one that cannot be an address answers as an unknown one (404).
export const BlockedEmailParams = z.object({
  email: z
    .string()
    .max(EMAIL_MAX, SPAM_MESSAGES.notBlocked)
    .pipe(
      emailField(
        { required: SPAM_MESSAGES.notBlocked, invalid: SPAM_MESSAGES.notBlocked },
        { lowerCase: true },
      ),
    ),
});

export const BlockedEmailSchema = z.object({ email: z.string(), createdAt: z.string() });
export type BlockedEmail = z.infer<typeof BlockedEmailSchema>;

/** A page of the blocked list: newest first, this many at a time. */
export const BLOCKED_PAGE_SIZE = 50;
export const BLOCKED_SEARCH_MAX = EMAIL_MAX;

// The blocked list's query: a part of an address to look for, and the page's key (the previous
// page's `nextCursor`, opaque; a broken one answers 400).
export const BlockedEmailListQuery = z.object({
  q: z.string().trim().max(BLOCKED_SEARCH_MAX, { error: SPAM_MESSAGES.searchTooLong }).optional(),
  cursor: z.string().max(500, { error: SPAM_MESSAGES.cursorInvalid }).optional(),
});
export type BlockedEmailListQuery = z.input<typeof BlockedEmailListQuery>;

export const BlockedEmailListSchema = z.object({
  emails: z.array(BlockedEmailSchema),
  nextCursor: z.string().nullable(),
});
export type BlockedEmailList = z.infer<typeof BlockedEmailListSchema>;

export const BlockedEmailResultSchema = z.object({ email: BlockedEmailSchema, message: z.string() });
export const UnblockResultSchema = z.object({ message: z.string() });
