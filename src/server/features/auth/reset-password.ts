// Setting the password a reset link was sent for. Every session of the account ends (whoever knew the
// old password is signed out), and so do its other reset links.
import { PASSWORD_MESSAGES } from '@/contract/password-rules';
import type { Database } from '@/server/db/client';
import { badRequest } from '@/server/lib/http-error';
import { hashToken } from '@/server/lib/private-links';
import { takePasswordResetToken } from './auth-repository';
import { setPassword } from './change-password';

/** `passwordHash` is made before the transaction (which should not wait on argon2), for a bad link too. */
export async function resetPassword(tx: Database, token: string, passwordHash: string): Promise<void> {
  const userId = await takePasswordResetToken(tx, hashToken(token));
  if (!userId) throw badRequest(PASSWORD_MESSAGES.resetLinkInvalid);
  await setPassword(tx, userId, passwordHash);
}
