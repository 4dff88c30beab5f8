// Without SMTP_URL (the embedded default): mail stays in the outbox, visible to admins, and the
// server logs one line per mail.
import { expect, it } from 'vitest';
import { setupApi } from '../helpers/api';
import { createTestApp } from '../helpers/app';
import { bearer } from '../helpers/users';

type LogLine = { level: number; msg: string; kind?: string; to?: string; subject?: string; mailId?: string };
const lines: LogLine[] = [];

const t = setupApi(() =>
  createTestApp(
    { logLevel: 'info' },
    { logStream: { write: (line) => void lines.push(JSON.parse(line)) }, mail: { pollIntervalMs: 100 } },
  ),
);
const admin = t.signUpAdmin({ email: 'desk@example.com' });

it('keeps the mail pending, shows it in the outbox and logs it once', async () => {
  for (const name of ['First Sender', 'Second Sender']) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name, email: 'buyer@example.com', subject: 'general', message: 'Hello' },
    });
    expect(response.statusCode).toBe(201);
  }
  await t.app.mail.deliverDue();
  // Several more passes (the poll runs every 100 ms) log nothing more.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await t.app.mail.deliverDue();

  const queuedLines = lines.filter((line) => line.msg === 'mail queued, not sent: SMTP_URL is not set');
  expect(queuedLines).toHaveLength(2);
  expect(queuedLines.map((line) => line.subject).sort()).toEqual([
    'New contact message from First Sender: General Inquiry',
    'New contact message from Second Sender: General Inquiry',
  ]);
  expect(queuedLines[0]).toMatchObject({ level: 30, kind: 'contactAlert', to: 'desk@example.com' });

  const outbox = await t.app.inject({
    method: 'GET',
    url: '/api/admin/outbox?status=pending',
    headers: bearer(admin),
  });
  expect(outbox.statusCode).toBe(200);
  expect(outbox.json().mails).toEqual([
    expect.objectContaining({
      status: 'pending',
      attempts: 0,
      lastError: 'Not sent: SMTP_URL is not set; the mail waits in the outbox.',
    }),
    expect.objectContaining({ status: 'pending', attempts: 0 }),
  ]);
  const settings = await t.app.inject({
    method: 'GET',
    url: '/api/admin/settings/mail',
    headers: bearer(admin),
  });
  expect(settings.json().smtpConfigured).toBe(false);

  // "Send again" without SMTP: still pending, and logged again so the operator sees the request.
  const [mail] = outbox.json().mails;
  const resent = await t.app.inject({
    method: 'POST',
    url: `/api/admin/outbox/${mail.id}/resend`,
    headers: bearer(admin),
  });
  expect(resent.statusCode).toBe(200);
  await t.app.mail.deliverDue();
  expect(lines.filter((line) => line.msg === 'mail queued, not sent: SMTP_URL is not set')).toHaveLength(3);
});
