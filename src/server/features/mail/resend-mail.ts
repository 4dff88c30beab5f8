// An admin sending a failed or waiting mail again: it becomes due now with a fresh count of attempts.
// A mail already sent is not sent twice.
import { MAIL_MESSAGES } from '@/contract/mail';
import type { Database } from '@/server/db/client';
import { conflict, notFound } from '@/server/lib/http-error';
import { findOutboxMail, makeDueAgain, type OutboxRow } from './outbox-repository';

export async function resendMail(tx: Database, id: string): Promise<OutboxRow> {
  const due = await makeDueAgain(tx, id);
  if (due) return due;
  if (await findOutboxMail(tx, id)) throw conflict(MAIL_MESSAGES.alreadySent);
  throw notFound(MAIL_MESSAGES.notFound);
}
