// Choosing a new password (DESIGN.md §6): while signed in, proved by the current one, or through a
// link mailed to the account's address, which works once and for an hour. Either way the account's
// other sessions end (all of them after a reset: whoever knew the old password is signed out), and
// so do its reset links still unused.
import type { ChangePasswordInput, PasswordResetInput } from '@/contract/auth';
import type { Locale } from '@/i18n/locales';
import type { Database } from '@/server/db/client';
import { queueMail } from '@/server/features/mail/outbox';
import { createPrivateLink, hashToken, tokenPlaceholder } from '@/server/lib/private-links';
import {
  deleteExpiredPasswordResetTokens,
  deleteUserPasswordResetTokens,
  findUserByEmail,
  insertPasswordResetToken,
  takePasswordResetToken,
  type UserRow,
  updateUser,
} from './auth-repository';
import { hashPassword, verifyPassword } from './password';
import { passwordResetMail, passwordResetUrl } from './password-reset-mail';
import { revokeUserSessions } from './sessions';

export const RESET_LINK_MINUTES = 60;

/** Sets the account's password and ends its sessions but `keep`, in the caller's transaction. */
async function setPassword(db: Database, userId: string, passwordHash: string, keep?: string | null) {
  const updated = await updateUser(db, userId, { passwordHash, updatedAt: new Date() });
  if (!updated) return false;
  await revokeUserSessions(db, userId, keep);
  await deleteUserPasswordResetTokens(db, userId);
  return true;
}

export type ChangeOutcome = 'changed' | 'wrongPassword' | 'noAccount';

/** The signed-in account's change; the session making it (`sessionToken`) stays signed in. */
export async function changePassword(
  db: Database,
  user: UserRow,
  sessionToken: string | null,
  { currentPassword, newPassword }: ChangePasswordInput,
): Promise<ChangeOutcome> {
  if (!(await verifyPassword(user.passwordHash, currentPassword))) return 'wrongPassword';
  const passwordHash = await hashPassword(newPassword);
  const changed = await db.transaction((tx) => setPassword(tx, user.id, passwordHash, sessionToken));
  // Deleted by an admin since its session was read.
  return changed ? 'changed' : 'noAccount';
}

/**
 * Mails a reset link to the address's account, if it has one, in the account's language (or the
 * page's, `locale`, for an account that never chose). The caller answers the same either way; the
 * link is made and the account looked up either way too, so only the two inserts of a found
 * account's link and mail differ. The mail is stored with the link's placeholder, not its token
 * (src/server/lib/private-links.ts): the token exists only in the mail the SMTP server receives.
 */
export async function requestPasswordReset(
  db: Database,
  {
    email,
    locale,
    publicUrl,
    tokenSecret,
  }: { email: string; locale: Locale; publicUrl: string; tokenSecret: string },
): Promise<void> {
  const link = createPrivateLink(tokenSecret, 'passwordReset');
  const expiresAt = new Date(Date.now() + RESET_LINK_MINUTES * 60 * 1000);
  await db.transaction(async (tx) => {
    // Housekeeping rides on requests instead of a timer: expired links are never used, only stored.
    await deleteExpiredPasswordResetTokens(tx);
    const user = await findUserByEmail(tx, email);
    if (!user) return;
    await insertPasswordResetToken(tx, { tokenHash: link.hash, userId: user.id, expiresAt });
    const language = user.language ?? locale;
    const url = passwordResetUrl(publicUrl, tokenPlaceholder(link), language);
    await queueMail(tx, user.email, { ...passwordResetMail(user, url, language), privateLinks: [link] });
  });
}

/** Sets the password a reset link was sent for; false when the link is unknown, used or expired. */
export async function resetPassword(
  db: Database,
  { token, newPassword }: PasswordResetInput,
): Promise<boolean> {
  // Hashed before the transaction, which should not wait on argon2, and for a bad link too.
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const userId = await takePasswordResetToken(tx, hashToken(token));
    return userId ? setPassword(tx, userId, passwordHash) : false;
  });
}
