// What the public forms' routes (inquiries, contact messages, sample and document requests) ask of
// the sales desk when they create a lead: to tell the owner the round robin gave it.
// Decorated on the app as `app.desk` and called explicitly, as the notifications are: those features
// cannot import this one, which reads their rows.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterCommit } from '@/server/lib/after-commit';
import { cachedValue } from '@/server/lib/cached-value';
import { type LeadSource, readAutoAssign } from './lead-thread-repository';
import { mailAutoOwner } from './mail-auto-owner';

export type DeskService = {
  /**
   * Called before a public form's write (itself one statement, the admins' notification in it):
   * whether the round robin gives new leads owners now (kept in the process until a 'staff' change;
   * only then is the new lead's owner looked up after the write; a lead made in the instant the rule
   * is switched on may get its owner without the mail), and what to call once that write stored a
   * new lead.
   */
  leadAnnouncer(): Promise<AnnounceLead>;
};

/**
 * Right after the write that stored a new lead (not a dropped or repeated one): its round-robin
 * owner's mail (mail-auto-owner.ts) and the mail worker woken for it and the write's own mails; after
 * that commit, the owner's bell, as a manual assignment rings it.
 */
export type AnnounceLead = (log: FastifyBaseLogger, source: LeadSource) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    desk: DeskService;
  }
}

export const deskService = fp(
  async (app: FastifyInstance) => {
    // Read before every public write, changed a few times a year (lib/cached-value.ts).
    const autoAssignOn = cachedValue(async () => (await readAutoAssign(app.db)).enabled);
    app.changes.subscribe('staff', autoAssignOn.clear);
    app.decorate('desk', {
      async leadAnnouncer() {
        const autoAssign = await autoAssignOn.get();
        return async (log, source) => {
          const owned = autoAssign
            ? await mailAutoOwner(app.db, source, { publicUrl: app.config.publicUrl })
            : null;
          app.mail.wake();
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
        };
      },
    } satisfies DeskService);
  },
  { name: 'desk-service', dependencies: ['notification-service', 'change-bus'] },
);
