// An outbox row as the admin's Outbox view shows it: no message bodies, which can be long and hold
// a buyer's details; the recipient, subject and delivery state are what an admin needs.
import type { OutboxMail } from '@/contract/mail';
import type { OutboxRow } from './outbox-repository';

export function toOutboxMail(row: OutboxRow): OutboxMail {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
