// Accounts for API tests, made through the real endpoints (admins are promoted in the database,
// as the start-up bootstrap does).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '@/server/db/schema';

export type TestUser = { id: string; email: string; password: string; fullName: string; token: string };

export const bearer = (user: TestUser | { token: string }) => ({ authorization: `Bearer ${user.token}` });

export async function signUp(
  app: FastifyInstance,
  overrides: Partial<{ fullName: string; email: string; password: string }> = {},
): Promise<TestUser> {
  const input = {
    fullName: overrides.fullName ?? 'Rahim Uddin',
    email: overrides.email ?? `buyer-${randomBytes(4).toString('hex')}@example.com`,
    password: overrides.password ?? 'secret123',
  };
  const response = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: input });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  const body = response.json();
  return { ...input, email: body.email, id: body._id, token: body.token };
}

export async function signUpAdmin(
  app: FastifyInstance,
  overrides: Parameters<typeof signUp>[1] = {},
): Promise<TestUser> {
  const user = await signUp(app, { fullName: 'Site Admin', ...overrides });
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  // Written past the app, which is told as its own promotion would tell it: staff alerts go to admins.
  await app.changes.publish(app.db, { kind: 'staff' });
  return user;
}
