import { z } from 'zod';
import { NAME_MAX } from './buyer-messages';
import { SERVER_MESSAGES } from './server-messages';

export { NAME_MAX };

export const ErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  success: z.literal(false).optional(),
});
export type ApiError = z.infer<typeof ErrorSchema>;

/** An `:id` path parameter; an id that cannot exist answers 404 with the resource's own message. */
export const idParams = (notFoundMessage: string) => z.object({ id: z.uuid({ error: notFoundMessage }) });

/** PostgreSQL text cannot hold NUL, and no form can type one. */
export const INVALID_CHARACTER_MESSAGE = 'Text cannot contain null characters';

// The wording for the few mistakes no form can make (a number where text belongs, a list for an
// object, an over-long value in a field no form shows): every field a form sends has its own
// message in the spec's words, set on its schema, which takes precedence over this.
const EXPECTED_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

z.config({
  customError: (issue) => {
    const field = issue.path?.length ? issue.path.join('.') : null;
    if (issue.code === 'too_big' && issue.origin === 'string') {
      return `${field ?? 'Text'} must be at most ${issue.maximum} characters`;
    }
    if (issue.code !== 'invalid_type') return undefined;
    if (!field) return issue.expected === 'object' ? SERVER_MESSAGES.notJsonObject : undefined;
    return `${field} must be ${EXPECTED_WORDS[issue.expected] ?? String(issue.expected)}`;
  },
});

// A simple address pattern, as the spec asks ("must look like name@domain.tld").
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 30;
// At least five digits, with the usual separators; "+880 1711-123456", "(02) 955 1234".
export const PHONE_PATTERN = /^(?=(?:\D*\d){5})\+?[\d\s\-().]+$/;

export const MAX_PAGE_SIZE = 100;

/** page/limit query parameters; a limit above 100 is clamped rather than refused. */
export const pageQuery = (defaultLimit: number) => ({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE))
    .catch(defaultLimit)
    .default(defaultLimit),
});

export function paginate(total: number, page: number, limit: number) {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return { currentPage: page, totalPages, hasMore: page < totalPages };
}

/** A message shape most mutations answer with. */
export const MessageSchema = z.object({ message: z.string() });

/** Trimmed text that must not be blank, with the spec's message for both missing and blank. */
export const requiredText = (message: string, max?: number, maxMessage?: string) => {
  const base = z.string({ error: message }).trim().min(1, message);
  return max ? base.max(max, maxMessage ?? `Must be at most ${max} characters`) : base;
};

// The person and contact fields every form shares. Each form keeps its own wording (the spec words
// them differently per form); the rules are these.

/** A person's name: required, at most NAME_MAX characters. */
export const nameField = (requiredMessage: string, tooLongMessage: string) =>
  requiredText(requiredMessage, NAME_MAX, tooLongMessage);

/**
 * A required e-mail address. `lowerCase` for addresses that identify an account, so one address is
 * one account whatever its case; an address written on a form is kept as it was typed.
 */
export const emailField = (
  messages: { required: string; invalid: string },
  { lowerCase = false }: { lowerCase?: boolean } = {},
) => {
  const text = z.string({ error: messages.required }).trim();
  return (lowerCase ? text.toLowerCase() : text)
    .min(1, messages.required)
    .max(EMAIL_MAX, messages.invalid)
    .regex(EMAIL_PATTERN, messages.invalid);
};

/** Optional phone: blank means none; anything else must look like a phone number. */
export const optionalPhone = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(PHONE_MAX, message)
    .refine((value) => value === '' || PHONE_PATTERN.test(value), message)
    .nullish()
    .transform((value) => value || null);
