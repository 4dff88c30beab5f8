// What the public forms' routes (inquiries, contact messages, sample and document requests) ask of
// the sales desk when they create a lead: to store it past the spam guard, then tell the owner the
// round robin gave it.
// Decorated on the app as `app.desk` and called explicitly, as the notifications are: those features
// cannot import this one, which reads their rows.
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '@/server/db/client';
import type { MailAddressing } from '@/server/features/mail';
import { isDropped, keptOrDropped } from '@/server/features/spam';
import { afterCommit } from '@/server/lib/after-commit';
import { cachedValue } from '@/server/lib/cached-value';
import { type LeadSource, readAutoAssign } from './lead-thread-repository';
import { mailAutoOwner } from './mail-auto-owner';

export type DeskService = {
  /**
   * Stores a public form's submission and announces the new lead. The write is one statement (the
   * admins' notification in it) and its own transaction: a BEGIN and COMMIT around it would be two
   * more round trips holding the embedded database's one session. It goes through the spam guard
   * (`keptOrDropped`), with the staff's mail addressing read before it. Once it stored a new lead
   * (`stored` names it; null for a repeat, whose owner was told the first time), the lead is
   * announced, unless the submission was dropped.
   */
  takeLead<T>(
    request: FastifyRequest,
    write: (db: Database, addressing: MailAddressing) => Promise<T>,
    stored: (result: T) => LeadSource | null,
  ): Promise<T>;
};

/**
 * Read before a public form's write: whether the round robin gives new leads owners now (kept in
 * the process until a 'staff' change; only then is the new lead's owner looked up after the write; a
 * lead made in the instant the rule is switched on may get its owner without the mail), and what to
 * call once that write stored a new lead.
 */
type LeadAnnouncer = () => Promise<AnnounceLead>;

/**
 * Right after the write that stored a new lead (not a dropped or repeated one): its round-robin
 * owner's mail (mail-auto-owner.ts) and the mail worker woken for it and the write's own mails; after
 * that commit, the owner's bell, as a manual assignment rings it. The round robin's owner is mailed
 * after the write, as its bell is: the write stays one statement.
 */
type AnnounceLead = (log: FastifyBaseLogger, source: LeadSource) => Promise<void>;

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
    const leadAnnouncer: LeadAnnouncer = async () => {
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
    };
    app.decorate('desk', {
      async takeLead(request, write, stored) {
        const addressing = await app.mail.addressing();
        const announceLead = await leadAnnouncer();
        const result = await keptOrDropped(request, app.db, (db) => write(db, addressing), {
          oneStatement: true,
        });
        const source = stored(result);
        if (source && !isDropped(request)) await announceLead(request.log, source);
        return result;
      },
    } satisfies DeskService);
  },
  { name: 'desk-service', dependencies: ['notification-service', 'change-bus'] },
);
