import { z } from 'zod';
import { AUTH_MESSAGES, PASSWORD_MIN } from './auth-rules';
import { EMAIL_MAX, emailField, NAME_MAX, nameField } from './common';
import { LOCALES, ROLES } from './enums';
import { PASSWORD_MESSAGES } from './password-rules';

export { AUTH_MESSAGES, PASSWORD_MESSAGES, PASSWORD_MIN };

export const PASSWORD_MAX = 200;

/** The account form's messages that need the schema's limits (the rest are AUTH_MESSAGES). */
export const ACCOUNT_LIMIT_MESSAGES = {
  fullNameTooLong: `Full name must be at most ${NAME_MAX} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters`,
} as const;

const email = emailField(
  { required: AUTH_MESSAGES.emailRequired, invalid: AUTH_MESSAGES.emailInvalid },
  { lowerCase: true },
);

export const fullNameField = nameField(
  AUTH_MESSAGES.fullNameRequired,
  ACCOUNT_LIMIT_MESSAGES.fullNameTooLong,
);

/** The profile page's name form; the photo is checked by profilePhotoError. */
export const ProfileNameInput = z.object({ fullName: fullNameField });
export type ProfileNameInput = z.infer<typeof ProfileNameInput>;

/** A secret as it is typed or pasted, never trimmed: required, and at most `max` characters. */
const secretField = (requiredMessage: string, max: number, tooLongMessage: string) =>
  z.string({ error: requiredMessage }).min(1, requiredMessage).max(max, tooLongMessage);

/** A password an account is given: at signup, on a change, on a reset. */
const newPassword = secretField(
  AUTH_MESSAGES.passwordRequired,
  PASSWORD_MAX,
  ACCOUNT_LIMIT_MESSAGES.passwordTooLong,
).min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort);

// Field order is the order the spec checks them in: the first failure is the one reported.
export const SignupInput = z.object({ fullName: fullNameField, email, password: newPassword });
export type SignupInput = z.infer<typeof SignupInput>;

/** POST /api/auth/password: the signed-in account's new password, proved by its current one. */
export const ChangePasswordInput = z.object({
  currentPassword: secretField(
    PASSWORD_MESSAGES.currentPasswordRequired,
    PASSWORD_MAX,
    PASSWORD_MESSAGES.currentPasswordWrong,
  ),
  newPassword,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

/** POST /api/auth/password-reset: where to send a reset link. */
export const PasswordResetRequestInput = z.object({ email });
export type PasswordResetRequestInput = z.infer<typeof PasswordResetRequestInput>;

// A reset link's token is 43 characters; anything else is simply a link that does not work.
const RESET_TOKEN_MAX = 200;

/** POST /api/auth/password-reset/confirm: the token from the mailed link, and the new password. */
export const PasswordResetInput = z.object({
  token: secretField(PASSWORD_MESSAGES.resetLinkInvalid, RESET_TOKEN_MAX, PASSWORD_MESSAGES.resetLinkInvalid),
  newPassword,
});
export type PasswordResetInput = z.infer<typeof PasswordResetInput>;

// Login has no client checks; the server still refuses malformed input with the generic message.
export const LoginInput = z.object({
  email: z.string({ error: AUTH_MESSAGES.invalidCredentials }).trim().toLowerCase().max(EMAIL_MAX),
  password: z.string({ error: AUTH_MESSAGES.invalidCredentials }).max(PASSWORD_MAX),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const UserSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  profilePic: z.string(),
  createdAt: z.string(),
  /** The account's language (its pages after login, its mails); absent until one is known. */
  language: z.enum(LOCALES).optional(),
});
export type User = z.infer<typeof UserSchema>;

export const AuthResultSchema = UserSchema.extend({ token: z.string(), message: z.string().optional() });
export type AuthResult = z.infer<typeof AuthResultSchema>;
