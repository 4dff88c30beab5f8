import { z } from 'zod';
import { LOCALES } from '@/i18n/locales';
import { AUTH_MESSAGES, PASSWORD_MIN } from './auth-rules';
import { EMAIL_MAX, emailField, NAME_MAX, nameField } from './common';
import { ROLES } from './enums';

export { AUTH_MESSAGES, PASSWORD_MIN };

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

// Field order is the order the spec checks them in: the first failure is the one reported.
export const SignupInput = z.object({
  fullName: fullNameField,
  email,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX, ACCOUNT_LIMIT_MESSAGES.passwordTooLong),
});
export type SignupInput = z.infer<typeof SignupInput>;

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
