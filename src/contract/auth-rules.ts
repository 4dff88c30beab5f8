// Account messages, limits and the profile photo rule, free of zod so the always-loaded app shell
// can use them without pulling the schema library into the first download.
import { AVATAR_MAX_BYTES, isTooLarge } from './media';

export const PASSWORD_MIN = 6;

export const AUTH_MESSAGES = {
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  invalidCredentials: 'Invalid credentials',
  emailTaken: 'An account with this email already exists',
  loginFirst: 'Please login first',
  invalidImage: 'Please select a valid image file',
  imageTooLarge: 'Image size should be less than 5MB',
  noFile: 'No file selected',
  accountCreated: 'Account created successfully',
  loggedIn: 'Logged in successfully',
  loggedOut: 'Logout successfully',
  profileUpdated: 'Profile updated successfully',
} as const;

/** The profile photo rules of spec §5, for the form; the server checks the real content too. */
export function profilePhotoError(file: { type: string; size: number } | null | undefined): string | null {
  if (!file) return AUTH_MESSAGES.noFile;
  if (!file.type.startsWith('image/')) return AUTH_MESSAGES.invalidImage;
  if (isTooLarge(file.size, AVATAR_MAX_BYTES)) return AUTH_MESSAGES.imageTooLarge;
  return null;
}
