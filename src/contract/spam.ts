// Spam without captchas (DESIGN.md §6): the rule the public forms share and the desk's blocked list.
//
// A public form (inquiry, quote basket, contact, review, sample request) sends two more fields: a
// honeypot people never see, and a start stamp the server signed when the form was first touched.
// A filled honeypot, a missing or forged stamp, or a submission sooner than FORM_MIN_FILL_MS after
// the stamp is a bot's: it gets the form's usual success answer and nothing is stored, notified or
// mailed. Times are the server's own on both ends, so a buyer's wrong clock changes nothing.
import { z } from 'zod';
import { EMAIL_MAX, emailField } from './common';

/** Nobody reads, types and sends a form in less. */
export const FORM_MIN_FILL_MS = 3_000;
/** A stamp older than this no longer vouches for its form (a page left open still works for a day). */
export const FORM_STAMP_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** The body fields the guard reads. The honeypot's name is one no browser or password manager fills. */
export const FORM_STAMP_FIELD = 'formStamp';
export const FORM_TRAP_FIELD = 'mc_hp_ref';

/** What a guarded form's body carries beside its own fields. */
export const FormGuardFields = {
  [FORM_STAMP_FIELD]: z.string().max(200).optional(),
  [FORM_TRAP_FIELD]: z.string().max(2000).optional(),
};

export const FormStampSchema = z.object({ stamp: z.string() });
export type FormStamp = z.infer<typeof FormStampSchema>;

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

export const BlockedEmailListSchema = z.object({ emails: z.array(BlockedEmailSchema) });
export type BlockedEmailList = z.infer<typeof BlockedEmailListSchema>;

export const BlockedEmailResultSchema = z.object({ email: BlockedEmailSchema, message: z.string() });
export const UnblockResultSchema = z.object({ message: z.string() });
