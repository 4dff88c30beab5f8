import type { User } from '@/contract/auth';
import { DEFAULT_AVATAR, toImageAsset } from '@/contract/media';
import type { users } from '@/server/db/schema';

/** The public face of an account: never the password hash. */
export function toUser(row: typeof users.$inferSelect): User {
  return {
    _id: row.id,
    fullName: row.fullName,
    email: row.email,
    role: row.role,
    profilePic: row.profilePic ? toImageAsset(row.profilePic, 256).url : DEFAULT_AVATAR,
    createdAt: row.createdAt.toISOString(),
    // Left out until known, so an account that never chose keeps its answers as they were.
    ...(row.language ? { language: row.language } : {}),
  };
}
