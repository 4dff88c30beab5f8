// What the public forms' routes (inquiries, contact messages, sample and document requests) ask of
// the sales desk when they create a lead: to tell the owner the round robin gave it, and the admins.
// Decorated on the app as `app.desk` and called explicitly, as the notifications are: those features
// cannot import this one, which reads their rows.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { NewNotification } from '@/server/features/notifications';
import { afterCommit } from '@/server/lib/after-commit';
import { type LeadSource, readAutoAssign, type SourceColumn } from './lead-thread-repository';
import { mailAutoOwner } from './mail-auto-owner';

export type DeskService = {
  /**
   * Called before a public form's write (itself one statement): reads whether the round robin gives
   * new leads owners now (only then is the new lead's owner looked up after the write; a lead made in
   * the instant the rule is switched on may get its owner without the mail), and answers what to call
   * once that write stored a new lead.
   */
  leadAnnouncer(): Promise<AnnounceLead>;
};

/**
 * Right after the write that stored a new lead (not a dropped or repeated one): its round-robin
 * owner's mail (mail-auto-owner.ts), the mail worker woken for it and the write's own mails; after
 * that commit, the owner's bell (as a manual assignment rings it) and the admins', told `notification`.
 */
export type AnnounceLead = (
  log: FastifyBaseLogger,
  source: LeadSource,
  notification: NewNotification,
) => Promise<void>;

// What a failure to tell the admins of a new lead is logged as.
const NOTIFICATION_NAMES: Record<SourceColumn, string> = {
  inquiryId: 'inquiry notification',
  contactMessageId: 'contact notification',
  sampleRequestId: 'sample request notification',
  documentRequestId: 'document request notification',
};

declare module 'fastify' {
  interface FastifyInstance {
    desk: DeskService;
  }
}

export const deskService = fp(
  async (app: FastifyInstance) => {
    app.decorate('desk', {
      async leadAnnouncer() {
        const autoAssign = (await readAutoAssign(app.db)).enabled;
        return async (log, source, notification) => {
          const owned = autoAssign
            ? await mailAutoOwner(app.db, source, { publicUrl: app.config.publicUrl })
            : null;
          app.mail.wake();
          if (owned) {
            const { lead, ownerId } = owned;
            await afterCommit(
              log,
              'lead auto-assigned notification',
              () =>
                app.notifications.notifyAdminsAmong([ownerId], {
                  kind: 'leadAutoAssigned',
                  params: { reference: lead.reference, name: lead.buyerName },
                  leadId: lead.id,
                }),
              { leadId: lead.id },
            );
          }
          const [column] = Object.keys(source) as SourceColumn[];
          await afterCommit(
            log,
            NOTIFICATION_NAMES[column],
            () => app.notifications.notifyAdmins(notification),
            source,
          );
        };
      },
    } satisfies DeskService);
  },
  { name: 'desk-service', dependencies: ['notification-service'] },
);
