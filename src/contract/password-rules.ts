// The messages of changing and recovering a password (DESIGN.md §6), apart from auth-rules.ts, which
// every page loads for the session: only the password pages and the server need these.
export const PASSWORD_MESSAGES = {
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  passwordChanged: 'Password changed. Your other devices have been signed out.',
  resetLinkSent:
    'If an account exists for that address, we have sent a link to reset its password. The link works once, for one hour.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
} as const;
