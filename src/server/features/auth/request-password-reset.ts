// Asking for a password reset link (DESIGN.md §6): a link mailed to the account's address, which
// works once and for an hour.
import type { Locale } from '@/i18n/locales';
import type { Database } from '@/server/db/client';
import { queueMail } from '@/server/features/mail';
import { createPrivateLink, tokenPlaceholder } from '@/server/lib/private-links';
import {
  deleteExpiredPasswordResetTokens,
  findUserByEmail,
  insertPasswordResetToken,
} from './auth-repository';
import { passwordResetMail, passwordResetUrl } from './password-reset-mail';

export const RESET_LINK_MINUTES = 60;

/**
 * Mails a reset link to the address's account, if it has one, in the account's language (or the
 * page's, `locale`, for an account that never chose). The caller answers the same either way; the
 * link is made and the account looked up either way too, so only the two inserts of a found
 * account's link and mail differ. The mail is stored with the link's placeholder, not its token
 * (src/server/lib/private-links.ts): the token exists only in the mail the SMTP server receives.
 */
export async function requestPasswordReset(
  tx: Database,
  {
    email,
    locale,
    publicUrl,
    tokenSecret,
  }: { email: string; locale: Locale; publicUrl: string; tokenSecret: string },
): Promise<void> {
  const link = createPrivateLink(tokenSecret, 'passwordReset');
  const expiresAt = new Date(Date.now() + RESET_LINK_MINUTES * 60 * 1000);
  // Housekeeping rides on requests instead of a timer: expired links are never used, only stored.
  await deleteExpiredPasswordResetTokens(tx);
  const user = await findUserByEmail(tx, email);
  if (!user) return;
  await insertPasswordResetToken(tx, { tokenHash: link.hash, userId: user.id, expiresAt });
  const language = user.language ?? locale;
  const url = passwordResetUrl(publicUrl, tokenPlaceholder(link), language);
  await queueMail(tx, user.email, { ...passwordResetMail(user, url, language), privateLinks: [link] });
}
