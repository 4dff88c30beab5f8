// The one server side of the public forms' spam rule (src/contract/spam.ts). A guarded route spreads
// `guardedForm` into its options; its hook reads the honeypot and the start stamp from the raw body
// (validation strips them later) and marks a bot's submission as dropped. A blocked sender is found
// by the write itself: the repository stores the address through `senderUnlessBlocked`, which fails
// the statement for a blocked one, so the check costs no query of its own. The route writes through
// `keptOrDropped`, which then marks the submission dropped too and, for any dropped one, does the
// work in a transaction it rolls back once the answer is made; `isDropped` tells the route to skip
// the after-commit alerts. The sender gets the usual success answer and nothing is stored, notified
// or mailed (mail is queued in that transaction). A person's stamp is spent by the write that stores
// their submission (the route hands formStampOf to senderUnlessBlocked): sent again, the same stamp
// fails that write and the route answers 409, asking for the form to be reloaded.

import type { FastifyRequest } from 'fastify';
import {
  FORM_MIN_FILL_MS,
  FORM_STAMP_FIELD,
  FORM_STAMP_MAX_AGE_MS,
  FORM_STAMP_SPENT_MESSAGE,
  FORM_TRAP_FIELD,
} from '@/contract/spam';
import type { Locale } from '@/i18n/locales';
import type { Database } from '@/server/db/client';
import { sqlStateOf } from '@/server/db/database-error';
import { requestLocale } from '@/server/i18n/request-locale';
import { conflict } from '@/server/lib/http-error';
import { hashToken } from '@/server/lib/private-links';
import { BLOCKED_SENDER, letDroppedSubmissionThrough } from './blocked-emails-repository';
import { formStampAge } from './form-stamp';
import { SPENT_FORM_STAMP } from './spent-stamps';

declare module 'fastify' {
  interface FastifyRequest {
    /** Why a public form's submission is answered but not kept; unset when it is kept. */
    formDropped?: 'bot' | 'blocked';
    /** The SHA-256 of a person's form stamp, which the write storing the submission spends. */
    formStampHash?: string;
  }
}

type RawForm = Record<string, unknown>;

/** Whether the body is a person's: an empty honeypot and a stamp of this server old enough but not stale. */
export function looksHuman(body: RawForm, secret: string, now: Date): boolean {
  const trap = body[FORM_TRAP_FIELD];
  if (typeof trap === 'string' ? trap !== '' : trap !== undefined) return false;
  const age = formStampAge(secret, body[FORM_STAMP_FIELD], now);
  return age !== null && age >= FORM_MIN_FILL_MS && age <= FORM_STAMP_MAX_AGE_MS;
}

async function checkPublicForm(request: FastifyRequest) {
  const body = (request.body ?? {}) as RawForm;
  if (!looksHuman(body, request.server.config.tokenSecret, new Date())) {
    request.formDropped = 'bot';
    request.log.info({ form: request.routeOptions.url }, 'public form submission dropped: bot');
  } else {
    request.formStampHash = hashToken(body[FORM_STAMP_FIELD] as string);
  }
}

/** Route options of a public form the spam rule guards. */
export const guardedForm = { preValidation: checkPublicForm } as const;

export const isDropped = (request: FastifyRequest) => request.formDropped !== undefined;

/** The stamp the submission's write spends (senderUnlessBlocked); null for a bot's, which is not kept. */
export const formStampOf = (request: FastifyRequest) => request.formStampHash ?? null;

/** Who sent a public form, as the write that stores it records them. */
export type FormSender = { locale: Locale; userId: string | null; formStamp: string | null };

export const formSenderOf = (request: FastifyRequest): FormSender => ({
  locale: requestLocale(request),
  userId: request.user?.id ?? null,
  formStamp: formStampOf(request),
});

class DroppedSubmission<T> {
  constructor(readonly result: T) {}
}

/**
 * The route's transaction: committed for a kept submission, rolled back after its work for a dropped
 * one. Work that is one statement (db/along-with.ts) is its own transaction when kept. A blocked
 * sender's write fails (senderUnlessBlocked) and is done again as a dropped one, for its answer.
 */
export async function keptOrDropped<T>(
  request: FastifyRequest,
  db: Database,
  work: (tx: Database) => Promise<T>,
  { oneStatement = false } = {},
): Promise<T> {
  if (!isDropped(request)) {
    try {
      return await (oneStatement ? work(db) : db.transaction(work));
    } catch (error) {
      if (sqlStateOf(error) === SPENT_FORM_STAMP) throw conflict(FORM_STAMP_SPENT_MESSAGE);
      if (sqlStateOf(error) !== BLOCKED_SENDER) throw error;
      request.formDropped = 'blocked';
      request.log.info({ form: request.routeOptions.url }, 'public form submission dropped: blocked sender');
    }
  }
  try {
    await db.transaction(async (tx) => {
      await letDroppedSubmissionThrough(tx);
      throw new DroppedSubmission(await work(tx));
    });
  } catch (error) {
    if (error instanceof DroppedSubmission) return error.result as T;
    throw error;
  }
  throw new Error('unreachable: a dropped submission always rolls back');
}
