// What the public forms' routes (inquiries, contact messages, sample and document requests) ask of
// the sales desk when they create a lead: to tell the owner the round robin gave it. Decorated on the
// app as `app.desk` and called explicitly, as the notifications are: those features cannot import
// this one, which reads their rows.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '@/server/db/client';
import { afterCommit } from '@/server/lib/after-commit';
import { type LeadSource, readAutoAssign } from './lead-thread-repository';
import { type AutoOwned, mailAutoOwner } from './mail-auto-owner';

export type DeskService = {
  /**
   * Whether the round robin gives new leads owners now, read before the public write (itself one
   * statement): only then is the new lead's owner looked up after it. A lead made in the instant the
   * rule is switched on may get its owner without the mail.
   */
  autoAssignOn(): Promise<boolean>;
  /** Right after the statement that created the lead: its round-robin owner's mail (mail-auto-owner.ts). */
  mailAutoOwner(tx: Database, source: LeadSource): Promise<AutoOwned | null>;
  /** After the commit: the owner's bell, as a manual assignment rings it. */
  ringAutoOwner(log: FastifyBaseLogger, owned: AutoOwned | null): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    desk: DeskService;
  }
}

export const deskService = fp(
  async (app: FastifyInstance) => {
    app.decorate('desk', {
      autoAssignOn: async () => (await readAutoAssign(app.db)).enabled,
      mailAutoOwner: (tx, source) => mailAutoOwner(tx, source, { publicUrl: app.config.publicUrl }),
      async ringAutoOwner(log, owned) {
        if (!owned) return;
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
      },
    } satisfies DeskService);
  },
  { name: 'desk-service', dependencies: ['notification-service'] },
);
