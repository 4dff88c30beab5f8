// Creating an account and its first session together: an account never exists without the session
// its sign-up answered with, nor a session for an account that was refused.
import { AUTH_MESSAGES } from '@/contract/auth-rules';
import type { Locale } from '@/i18n/locales';
import type { Database } from '@/server/db/client';
import { conflict } from '@/server/lib/http-error';
import { insertUser, type UserRow } from './auth-repository';
import { createSession } from './sessions';

/** `passwordHash` is made before the transaction, which should not wait on argon2. */
export async function signUp(
  tx: Database,
  account: { fullName: string; email: string; passwordHash: string; language: Locale | null },
): Promise<{ user: UserRow; token: string }> {
  const user = await insertUser(tx, account);
  if (!user) throw conflict(AUTH_MESSAGES.emailTaken);
  return { user, token: await createSession(tx, user.id) };
}
