// Delivers the outbox (DESIGN.md §5). Features queue mail in their own transaction (outbox.ts) and
// call app.mail.wake() once it is committed; the worker also looks every few seconds, so a mail
// whose wake-up was missed (or queued by another process) goes out anyway. Each pass claims due
// mails with a lease, sends each one with its Message-ID, and records the outcome. A mail's private
// links get their tokens here, as it is handed to the SMTP server, and nowhere before
// (lib/private-links.ts). Sent mail loses its bodies after the retention period (mail-retention.ts).
//
// Exactly once per recipient: a mail is marked sent right after the SMTP server accepts it. The one
// window left is between that acceptance and the commit of "sent" (a crash, or the database going
// away, in those few milliseconds): the mail stays pending and is sent again when its lease runs
// out, with the same Message-ID, which lets the receiving side recognise the copy. No SMTP exchange
// can close that window; it is kept to one short UPDATE, which the mails of a batch accepted at the
// same moment share (on the embedded database each statement waits its turn on the one session).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type Mail from 'nodemailer/lib/mailer';
import type { Database } from '@/server/db/client';
import { createBatchLoader } from '@/server/lib/batch-loader';
import { cachedValue } from '@/server/lib/cached-value';
import { fillPrivateLinks } from '@/server/lib/private-links';
import { type MailAddressing, mailAddressing } from './mail-language';
import { scheduleMailRetention } from './mail-retention';
import { createMailTransport, describeSmtpUrl, type MailTransport } from './mail-transport';
import {
  claimDueMail,
  markAttemptFailed,
  markSent,
  type OutboxRow,
  takeUnannouncedMail,
} from './outbox-repository';
import { DEFAULT_RETRY_POLICY, type RetryPolicy, retryDelayMs } from './retry-policy';

export type MailAttachment = Mail.Attachment;

/**
 * The PDF of a quotation mail queued before mail carried its attachment (migration 0009), rendered
 * when it is sent. Mail queued since holds the PDF made when it was queued.
 */
export type AttachmentResolver = (mail: OutboxRow) => Promise<MailAttachment[]>;

export type MailWorkerOptions = {
  /** How long to wait between attempts and when to give up (defaults: 30 s doubling to 10 min, 3 days). */
  retry?: Partial<RetryPolicy>;
  /** How often the worker looks for due mail without a wake-up (default 5 s). */
  pollIntervalMs?: number;
  /** How long a claim holds a mail; a crashed worker's claims run out after this (default 5 min). */
  leaseMs?: number;
  /** Mails claimed and sent together (default 10). */
  batchSize?: number;
  /** Start delivering when the app is ready (default true). Off, only deliverDue() sends. */
  autoStart?: boolean;
  /** How often sent mail past retention loses its bodies (default hourly, and at start). */
  retentionSweepMs?: number;
};

export type DeliveryReport = { sent: number; retrying: number; failed: number; announced: number };

/** Delivering the outbox: what the worker offers. */
export type MailDelivery = {
  /** Whether SMTP_URL is set; without it mail stays in the outbox. */
  readonly smtpConfigured: boolean;
  /** Call after the transaction that queued mail has committed: delivers it now rather than at the next poll. */
  wake(): void;
  /** Delivers every due mail now and reports what happened (waits for a pass already running first). */
  deliverDue(): Promise<DeliveryReport>;
  /**
   * Sets where the PDF of a quotation mail queued without one comes from (see AttachmentResolver).
   * Until one is set, such mail is not sent: each attempt fails and is retried, so none goes without it.
   */
  setAttachmentResolver(resolver: AttachmentResolver | null): void;
};

export type MailService = MailDelivery & {
  /**
   * Whom staff alerts go to, by the language each reads, and where buyers' replies go: read once and
   * kept until a 'staff' change (cached-value.ts says why). Read before a write, never inside one.
   */
  addressing(): Promise<MailAddressing>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

const describeError = (error: unknown) => {
  if (!(error instanceof Error)) return String(error);
  const { code, responseCode, response } = error as Error & {
    code?: string;
    responseCode?: number;
    response?: string;
  };
  if (response) return `${responseCode ?? ''} ${response}`.trim();
  return code && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
};

/** The domain of the From address ("sales@meghna.example" → "meghna.example"), for Message-IDs. */
function senderDomain(mailFrom: string): string {
  return /@([^\s<>@"]+)>?\s*$/.exec(mailFrom)?.[1]?.toLowerCase() ?? 'localhost';
}

export function createMailWorker(
  db: Database,
  log: FastifyBaseLogger,
  settings: { smtpUrl?: string; mailFrom: string; tokenSecret: string },
  options: MailWorkerOptions = {},
) {
  const retry: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 10;
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const messageIdDomain = senderDomain(settings.mailFrom);
  const transport: MailTransport | null = settings.smtpUrl ? createMailTransport(settings.smtpUrl) : null;
  let resolveAttachments: AttachmentResolver | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<DeliveryReport> | null = null;
  let next: Promise<DeliveryReport> | null = null;
  const recordSent = createBatchLoader(async (ids) => {
    await markSent(db, ids);
    return new Map(ids.map((id) => [id, true]));
  });

  async function attachmentsOf(row: OutboxRow): Promise<MailAttachment[]> {
    if (row.attachment && row.attachmentName)
      return [{ filename: row.attachmentName, content: row.attachment }];
    if (!row.quotationId) return [];
    // A quotation mail is never sent without its PDF: until a resolver is set, it waits (and retries).
    if (!resolveAttachments)
      throw new Error('No attachment resolver is set; the quotation PDF cannot be attached');
    return resolveAttachments(row);
  }

  async function send(row: OutboxRow, report: DeliveryReport) {
    try {
      const fill = (body: string) => fillPrivateLinks(settings.tokenSecret, body, row.privateLinks);
      await transport!.sendMail({
        from: settings.mailFrom,
        to: row.toAddress,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: fill(row.textBody),
        html: fill(row.htmlBody),
        // Given by the claim (outbox-repository.ts).
        messageId: row.messageId ?? undefined,
        attachments: await attachmentsOf(row),
      });
    } catch (error) {
      // The attempt was counted when the mail was claimed.
      const failure = { error: describeError(error), retryInMs: retryDelayMs(row.attempts, retry) };
      const status = await markAttemptFailed(db, row.id, { ...failure, giveUpAfterMs: retry.giveUpAfterMs });
      report[status === 'failed' ? 'failed' : 'retrying']++;
      return failure.error;
    }
    // Accepted by the SMTP server: recorded at once (see the top of this file), and tried again
    // briefly if the database blinks, since an unrecorded send is the one way to send twice.
    for (let attempt = 1; ; attempt++) {
      try {
        await recordSent(row.id);
        break;
      } catch (error) {
        if (attempt === 3) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
      }
    }
    report.sent++;
    return null;
  }

  async function deliverBatches(report: DeliveryReport) {
    const errors: string[] = [];
    while (!stopped) {
      const batch = await claimDueMail(db, { leaseMs, limit: batchSize, messageIdDomain });
      if (batch.length === 0) break;
      const outcomes = await Promise.all(batch.map((row) => send(row, report)));
      for (const error of outcomes) if (error) errors.push(error);
      // A whole batch refused (the server is down): the rest waits for its own retry time.
      if (outcomes.every(Boolean)) break;
      // A short batch was all that was due. Mail queued since woke another pass, so looking again
      // would only be one more statement on the embedded database's one session: under a steady
      // flow of public writes, every pass ended with it.
      if (batch.length < batchSize) break;
    }
    if (errors.length > 0) {
      log.warn(
        { failedAttempts: errors.length, lastError: errors.at(-1) },
        'some mail could not be sent; it will be retried',
      );
    }
  }

  /** Without SMTP: one log line per queued mail, which stays pending. */
  async function announceUnsent(report: DeliveryReport) {
    while (!stopped) {
      const rows = await takeUnannouncedMail(db, 100);
      for (const row of rows) {
        log.info(
          { mailId: row.id, kind: row.kind, to: row.toAddress, subject: row.subject },
          'mail queued, not sent: SMTP_URL is not set',
        );
      }
      report.announced += rows.length;
      if (rows.length < 100) break;
    }
  }

  async function pass(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, announced: 0 };
    if (transport) await deliverBatches(report);
    else await announceUnsent(report);
    return report;
  }

  // One pass at a time; a request made during a pass gets one more pass after it, shared by every
  // request made meanwhile, so mail queued just before is always seen.
  function deliverDue(): Promise<DeliveryReport> {
    if (!current) {
      current = pass().finally(() => {
        current = null;
      });
      return current;
    }
    next ??= current
      .catch(() => undefined)
      .then(() => {
        next = null;
        return deliverDue();
      });
    return next;
  }

  function wake() {
    if (stopped) return;
    deliverDue().catch((error) => log.error({ err: error }, 'mail delivery pass failed'));
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      deliverDue()
        .catch((error) => log.error({ err: error }, 'mail delivery pass failed'))
        .finally(schedule);
    }, pollIntervalMs);
  }

  const service: MailDelivery = {
    smtpConfigured: transport !== null,
    wake,
    deliverDue,
    setAttachmentResolver(resolver) {
      resolveAttachments = resolver;
    },
  };

  return {
    service,
    start() {
      if (transport) log.info(`mail goes to ${describeSmtpUrl(settings.smtpUrl!)}`);
      else log.info('SMTP_URL is not set: mail stays in the outbox');
      wake();
      schedule();
    },
    /** Stops looking for mail; a send in progress finishes (or its lease runs out if the process dies). */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.allSettled([current, next]);
      transport?.close();
    },
  };
}

export const mailPlugin = fp(
  async (app: FastifyInstance, options: MailWorkerOptions) => {
    const log = app.log.child({ feature: 'mail' });
    const worker = createMailWorker(app.db, log, app.config, options);
    const addressing = cachedValue(() => mailAddressing(app.db));
    app.changes.subscribe('staff', addressing.clear);
    app.decorate('mail', { ...worker.service, addressing: addressing.get } satisfies MailService);
    let stopRetention = async () => {};
    if (options.autoStart !== false) {
      app.addHook('onReady', async () => {
        worker.start();
        stopRetention = scheduleMailRetention(app.db, log, {
          days: app.config.mailRetentionDays,
          everyMs: options.retentionSweepMs,
        });
      });
    }
    app.addHook('onClose', async () => {
      await stopRetention();
      await worker.stop();
    });
  },
  { name: 'mail-worker', dependencies: ['change-bus'] },
);
