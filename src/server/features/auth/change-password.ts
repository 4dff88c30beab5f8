// Choosing a new password (DESIGN.md §6) while signed in, proved by the current one. The account's
// other sessions end, and so do its reset links still unused.
import type { ChangePasswordInput } from '@/contract/auth';
import { PASSWORD_MESSAGES } from '@/contract/password-rules';
import type { Database } from '@/server/db/client';
import { badRequest, unauthorized } from '@/server/lib/http-error';
import { deleteUserPasswordResetTokens, type UserRow, updateUser } from './auth-repository';
import { hashPassword, verifyPassword } from './password';
import { revokeUserSessions } from './sessions';

/**
 * The new password's hash once the current one is proved. Before the transaction, which should not
 * wait on argon2.
 */
export async function newPasswordHash(
  user: UserRow,
  { currentPassword, newPassword }: ChangePasswordInput,
): Promise<string> {
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw badRequest(PASSWORD_MESSAGES.currentPasswordWrong, 'currentPassword');
  }
  return hashPassword(newPassword);
}

/** Sets the account's password and ends its sessions but `keep` and its reset links. */
export async function setPassword(tx: Database, userId: string, passwordHash: string, keep?: string | null) {
  const updated = await updateUser(tx, userId, { passwordHash, updatedAt: new Date() });
  // Deleted by an admin since its session was read.
  if (!updated) throw unauthorized();
  await revokeUserSessions(tx, userId, keep);
  await deleteUserPasswordResetTokens(tx, userId);
}
