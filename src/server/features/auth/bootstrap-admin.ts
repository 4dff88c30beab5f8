// Makes sure the site has an administrator (DESIGN.md §2).
import { randomBytes } from 'node:crypto';
import type { Database } from '@/server/db/client';
import { countUsers, findUserByEmail, insertUser, updateUser } from './auth-repository';
import { hashPassword } from './password';

type Options = { adminEmail?: string; adminPassword?: string; announce: (text: string) => void };

export async function bootstrapAdmin(db: Database, { adminEmail, adminPassword, announce }: Options) {
  if (adminEmail && adminPassword) {
    const existing = await findUserByEmail(db, adminEmail);
    if (existing) {
      // An existing account keeps its password: the variable only guarantees the role.
      if (existing.role !== 'admin') await updateUser(db, existing.id, { role: 'admin' });
      return;
    }
    await insertUser(db, {
      fullName: 'Administrator',
      email: adminEmail,
      passwordHash: await hashPassword(adminPassword),
      role: 'admin',
    });
    return;
  }

  if ((await countUsers(db)) > 0) return;
  const password = randomBytes(12).toString('base64url');
  await insertUser(db, {
    fullName: 'Administrator',
    email: 'admin@localhost',
    passwordHash: await hashPassword(password),
    role: 'admin',
  });
  announce(
    [
      '',
      'An administrator account was created for this new database:',
      '  e-mail:   admin@localhost',
      `  password: ${password}`,
      'This password is shown only once. Sign in and keep it safe, or set ADMIN_EMAIL and ADMIN_PASSWORD.',
      '',
    ].join('\n'),
  );
}
