// Passwords: the signed-in change, and recovery through a mailed link, with a real SMTP server whose
// mail is parsed and whose link is followed as the account's owner would.

import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@/contract/auth';
import { PASSWORD_MESSAGES } from '@/contract/password-rules';
import { SERVER_MESSAGES } from '@/contract/server-messages';
import { mailOutbox, passwordResetTokens, users } from '@/server/db/schema';
import { setupApi } from '../helpers/api';
import { createTestApp } from '../helpers/app';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { bearer, signUp, type TestUser } from '../helpers/users';
import { templateWebDir } from '../helpers/web-dir';

const PUBLIC_URL = 'https://catalogue.example.com';
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
const t = setupApi(() => createTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL }));

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const login = (email: string, password: string) => post('/api/auth/login', { email, password });
const check = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/check', headers: bearer({ token }) });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A second session of the account, as from another device. */
async function anotherSession(user: TestUser): Promise<string> {
  const response = await login(user.email, user.password);
  expect(response.statusCode).toBe(200);
  return response.json().token;
}

/** Asks for a link and reads it from the mail the account receives. */
async function mailedLink(
  email: string,
  headers: Record<string, string> = {},
): Promise<{ mail: ReceivedMail; url: string; token: string }> {
  const before = smtp.messages.length;
  const response = await post('/api/auth/password-reset', { email }, headers);
  expect(response.statusCode).toBe(200);
  // Picked by its recipient: another test's mail may arrive in between.
  const arrived = () => smtp.messages.slice(before).find((mail) => mail.envelope.to.includes(email));
  await expect.poll(arrived, { timeout: 15_000 }).toBeDefined();
  const mail = arrived()!;
  const url = mail.text?.match(/https:\/\/\S+\/reset-password\/[\w-]+/)?.[0];
  expect(url, mail.text).toBeDefined();
  return { mail, url: url!, token: url!.split('/').at(-1)! };
}

const resetWith = (token: string, newPassword: string) =>
  post('/api/auth/password-reset/confirm', { token, newPassword });

describe('POST /api/auth/password', () => {
  it('asks a guest to sign in', async () => {
    const response = await post('/api/auth/password', { currentPassword: 'x', newPassword: 'secret456' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(AUTH_MESSAGES.loginFirst);
  });

  it('refuses a wrong current password with 400 on that field, and changes nothing', async () => {
    const user = await signUp(t.app);
    const response = await post(
      '/api/auth/password',
      { currentPassword: 'not-my-password', newPassword: 'secret456' },
      bearer(user),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Current password is incorrect',
      errors: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
    });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect((await login(user.email, 'secret456')).statusCode).toBe(400);
  });

  it("checks the new password with the signup's rules", async () => {
    const user = await signUp(t.app);
    const cases: [object, string][] = [
      [{ newPassword: 'secret456' }, 'Current password is required'],
      [{ currentPassword: '', newPassword: 'secret456' }, 'Current password is required'],
      [{ currentPassword: user.password }, 'Password is required'],
      [{ currentPassword: user.password, newPassword: '12345' }, 'Password must be at least 6 characters'],
      [
        { currentPassword: user.password, newPassword: 'x'.repeat(201) },
        'Password must be at most 200 characters',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await post('/api/auth/password', payload, bearer(user));
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('sets the new password and signs out the other sessions, keeping this one', async () => {
    const user = await signUp(t.app);
    const other = await anotherSession(user);
    const response = await post(
      '/api/auth/password',
      { currentPassword: user.password, newPassword: 'brand-new-1' },
      bearer(user),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PASSWORD_MESSAGES.passwordChanged });

    expect((await check(user.token)).statusCode).toBe(200);
    expect((await check(other)).statusCode).toBe(401);
    const old = await login(user.email, user.password);
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe('Invalid credentials');
    expect((await login(user.email, 'brand-new-1')).statusCode).toBe(200);
  });

  it('answers in Bengali to a Bengali page', async () => {
    const user = await signUp(t.app);
    const response = await post(
      '/api/auth/password',
      { currentPassword: 'not-my-password', newPassword: 'secret456' },
      { ...bearer(user), 'accept-language': 'bn' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('বর্তমান পাসওয়ার্ড সঠিক নয়');
  });
});

describe('POST /api/auth/password-reset and /confirm', () => {
  it('mails a link that sets a new password once and signs out every session', async () => {
    const user = await signUp(t.app, { fullName: 'Selina Akter' });
    const other = await anotherSession(user);

    const { mail, url, token } = await mailedLink(user.email);
    expect(mail.subject).toBe('Reset your Meghna Chemicals password');
    expect(mail.text).toContain('Dear Selina Akter,');
    expect(mail.text).toContain(user.email);
    expect(mail.html).toContain(`href="${url}"`);
    expect(url).toBe(`${PUBLIC_URL}/reset-password/${token}`);
    expect(token).toMatch(/^[\w-]{43}$/);

    // Only the token's SHA-256 is kept, for an hour.
    const rows = await t.app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(sha256(token));
    const lifetime = rows[0].expiresAt.getTime() - rows[0].createdAt.getTime();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000 + 1000);

    const reset = await resetWith(token, 'after-reset-1');
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: PASSWORD_MESSAGES.passwordReset });

    expect((await login(user.email, user.password)).statusCode).toBe(400);
    expect((await login(user.email, 'after-reset-1')).statusCode).toBe(200);
    expect((await check(user.token)).statusCode).toBe(401);
    expect((await check(other)).statusCode).toBe(401);

    const again = await resetWith(token, 'another-one-2');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: PASSWORD_MESSAGES.resetLinkInvalid });
    expect((await login(user.email, 'after-reset-1')).statusCode).toBe(200);
  });

  it('refuses an expired link, an unknown one and an altered one with one message', async () => {
    const user = await signUp(t.app);
    const { token } = await mailedLink(user.email);
    await t.app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, sha256(token)));

    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [token, altered, 'x'.repeat(43), 'x'.repeat(201)]) {
      const response = await resetWith(bad, 'after-reset-1');
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toBe(PASSWORD_MESSAGES.resetLinkInvalid);
    }
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('checks the new password with the signup rules, and a refused one leaves the link usable', async () => {
    const user = await signUp(t.app);
    const { token } = await mailedLink(user.email);
    const short = await resetWith(token, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 6 characters');
    expect((await resetWith(token, 'long-enough-1')).statusCode).toBe(200);
  });

  it('gives an unknown address the same answer, and no link and no mail', async () => {
    const user = await signUp(t.app);
    const known = await post('/api/auth/password-reset', { email: user.email.toUpperCase() });
    const unknown = await post('/api/auth/password-reset', { email: 'nobody-here@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.json()).toEqual({ message: PASSWORD_MESSAGES.resetLinkSent });

    const queued = await t.app.db
      .select({ to: mailOutbox.toAddress })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'passwordReset'));
    expect(queued.map((mail) => mail.to)).toContain(user.email);
    expect(queued.map((mail) => mail.to)).not.toContain('nobody-here@example.com');
    await t.app.mail.deliverDue();
    expect(smtp.messages.flatMap((mail) => mail.envelope.to)).not.toContain('nobody-here@example.com');
  });

  it('checks the address as signup does', async () => {
    for (const [email, message] of [
      ['', 'Email is required'],
      ['not-an-address', 'Invalid email format'],
    ]) {
      const response = await post('/api/auth/password-reset', { email });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it("writes the mail and the link in the account's language, else the page's", async () => {
    const chosen = await signUp(t.app);
    await t.app.db.update(users).set({ language: 'bn' }).where(eq(users.id, chosen.id));
    const bengali = await mailedLink(chosen.email);
    expect(bengali.mail.subject).toBe('আপনার Meghna Chemicals অ্যাকাউন্টের পাসওয়ার্ড রিসেট করুন');
    expect(bengali.mail.text).toContain('নতুন পাসওয়ার্ড বেছে নিন');
    expect(bengali.url).toBe(`${PUBLIC_URL}/bn/reset-password/${bengali.token}`);

    const unchosen = await signUp(t.app);
    await t.app.db.update(users).set({ language: null }).where(eq(users.id, unchosen.id));
    const fromPage = await mailedLink(unchosen.email, { 'accept-language': 'bn' });
    expect(fromPage.url).toContain('/bn/reset-password/');
    expect(fromPage.mail.html).toContain('lang="bn"');
  });

  it('voids the links still unused when the password changes', async () => {
    const user = await signUp(t.app);
    const { token } = await mailedLink(user.email);
    const change = await post(
      '/api/auth/password',
      { currentPassword: user.password, newPassword: 'changed-meanwhile' },
      bearer(user),
    );
    expect(change.statusCode).toBe(200);
    expect((await resetWith(token, 'after-reset-1')).statusCode).toBe(400);
  });

  it('keeps the link out of the request log', async () => {
    const lines: string[] = [];
    const logged = await createTestApp(
      { logLevel: 'info' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      const token = 'a'.repeat(43);
      await logged.app.inject({ method: 'GET', url: `/reset-password/${token}` });
      await logged.app.inject({ method: 'GET', url: `/bn/reset-password/${token}?from=mail` });
      expect(lines.some((line) => line.includes('/reset-password/…'))).toBe(true);
      expect(lines.join('\n')).not.toContain(token);
    } finally {
      await logged.close();
    }
  });
});

describe('rate limits of POST /api/auth/password-reset', () => {
  const limited = setupApi(() => createTestApp({ rateLimits: true }));

  const ask = (email: string, remoteAddress: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email },
      remoteAddress,
    });

  it('allows an address 3 links an hour, from any client, whether or not it has an account', async () => {
    const user = await signUp(limited.app);
    for (const email of [user.email, 'no-account@example.com']) {
      const statuses: number[] = [];
      for (const client of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4']) {
        statuses.push((await ask(email, client)).statusCode);
      }
      expect(statuses, email).toEqual([200, 200, 200, 429]);
    }
    const refused = await ask(user.email, '10.0.0.5');
    expect(refused.json()).toEqual({ message: SERVER_MESSAGES.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('allows a client 5 requests in 15 minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await ask(`someone-${i}@example.com`, '10.0.1.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('the password pages', () => {
  const site = setupApi(() => createTestApp({ webDir: templateWebDir(), publicUrl: PUBLIC_URL }));

  it('serves the forgotten-password and reset pages with their titles, never indexed nor shared', async () => {
    const pages: [string, string][] = [
      ['/forgot-password', 'Forgot Password | Meghna Chemicals'],
      ['/bn/forgot-password', 'পাসওয়ার্ড ভুলে গেছেন | Meghna Chemicals'],
      [`/reset-password/${'a'.repeat(43)}`, 'Choose a New Password | Meghna Chemicals'],
      [`/bn/reset-password/${'a'.repeat(43)}`, 'নতুন পাসওয়ার্ড বেছে নিন | Meghna Chemicals'],
    ];
    for (const [url, title] of pages) {
      const response = await site.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain(`<title>${title}</title>`);
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.headers['cache-control']).toBe('private, no-cache');
    }
  });
});
