// A signed-in account changing its name or picture: the new picture and the account change are
// stored together or not at all; the old picture is removed after the commit by the caller.
import { AUTH_MESSAGES } from '@/contract/auth-rules';
import type { Database } from '@/server/db/client';
import { AVATAR_WIDTHS, storeImage } from '@/server/features/media';
import { unauthorized } from '@/server/lib/http-error';
import { type UserRow, updateUser } from './auth-repository';

export async function updateProfile(
  tx: Database,
  userId: string,
  { fullName, picture }: { fullName?: string; picture?: Buffer },
): Promise<UserRow> {
  const changes: Partial<UserRow> = { updatedAt: new Date() };
  if (fullName !== undefined) changes.fullName = fullName;
  if (picture) {
    changes.profilePic = await storeImage(tx, picture, {
      widths: AVATAR_WIDTHS,
      invalidMessage: AUTH_MESSAGES.invalidImage,
      square: true,
    });
  }
  const updated = await updateUser(tx, userId, changes);
  // Deleted by an admin since its session was read.
  if (!updated) throw unauthorized();
  return updated;
}
