// The sales desk's writes on leads and the reads of one lead's screen: the lead, its timeline (with
// the outbox rows and quotation versions it names), the admins it may be given to, and the automatic
// assignment rule (setting desk.autoAssign, applied by the leads_auto_owner trigger of migration 0026).
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { LeadStatus } from '@/contract/enums';
import type { AutoAssignSetting } from '@/contract/lead-thread';
import type { Database } from '@/server/db/client';
import { leadEvents, leads, mailOutbox, quotations, siteSettings, users } from '@/server/db/schema';
import { readSetting } from '@/server/features/settings';

export type LeadRow = typeof leads.$inferSelect;
export type NewLeadEvent = typeof leadEvents.$inferInsert;
export type AdminRow = { id: string; fullName: string; email: string; language: string | null };

export const AUTO_ASSIGN_SETTING = 'desk.autoAssign';

export async function findLead(db: Database, id: string): Promise<LeadRow | null> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row ?? null;
}

/**
 * The lead with its owner's name (kept when the owner is no longer an admin), found by its own id or
 * by the id of the inquiry, message or request it is (each column has its unique index), so that the
 * kinds' own screens can link to it.
 */
export async function findLeadWithOwner(
  db: Database,
  id: string,
): Promise<{ lead: LeadRow; ownerName: string | null } | null> {
  const [row] = await db
    .select({ lead: leads, ownerName: users.fullName })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.ownerId))
    .where(
      or(
        eq(leads.id, id),
        eq(leads.inquiryId, id),
        eq(leads.contactMessageId, id),
        eq(leads.sampleRequestId, id),
        eq(leads.documentRequestId, id),
      ),
    );
  return row ?? null;
}

/** The leads, locked for the rest of the transaction, in a fixed order (two bulk changes never deadlock). */
export async function lockLeads(db: Database, ids: readonly string[]): Promise<LeadRow[]> {
  return db
    .select()
    .from(leads)
    .where(inArray(leads.id, [...ids]))
    .orderBy(asc(leads.id))
    .for('update');
}

export async function setLeadOwner(db: Database, ids: readonly string[], ownerId: string | null) {
  await db
    .update(leads)
    .set({ ownerId, lastActivityAt: sql`greatest(${leads.lastActivityAt}, now())` })
    .where(inArray(leads.id, [...ids]));
}

/** The desk's own status (contact messages, samples, documents); an inquiry's follows the inquiry. */
export async function setLeadStatus(db: Database, ids: readonly string[], status: LeadStatus) {
  await db
    .update(leads)
    .set({ status })
    .where(inArray(leads.id, [...ids]));
}

export async function addLeadEvents(db: Database, events: NewLeadEvent[]): Promise<void> {
  if (events.length > 0) await db.insert(leadEvents).values(events);
}

export async function findAdmins(db: Database): Promise<AdminRow[]> {
  return db
    .select({ id: users.id, fullName: users.fullName, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.fullName), asc(users.id));
}

export async function findAdmin(db: Database, id: string): Promise<AdminRow | null> {
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'admin')));
  return row ?? null;
}

export type TimelineRow = typeof leadEvents.$inferSelect & {
  quotationVersion: number | null;
  mailSubject: string | null;
  mailTo: string | null;
  mailStatus: (typeof mailOutbox.$inferSelect)['status'] | null;
};

/** The lead's timeline in the order it was written. */
export async function listTimeline(db: Database, leadId: string): Promise<TimelineRow[]> {
  const rows = await db
    .select({
      event: leadEvents,
      quotationVersion: quotations.version,
      mailSubject: mailOutbox.subject,
      mailTo: mailOutbox.toAddress,
      mailStatus: mailOutbox.status,
    })
    .from(leadEvents)
    .leftJoin(quotations, eq(quotations.id, leadEvents.quotationId))
    .leftJoin(mailOutbox, eq(mailOutbox.id, leadEvents.mailId))
    .where(eq(leadEvents.leadId, leadId))
    .orderBy(asc(leadEvents.seq));
  return rows.map(({ event, ...mail }) => ({ ...event, ...mail }));
}

export async function readAutoAssign(db: Database): Promise<AutoAssignSetting> {
  const stored = (await readSetting(db, AUTO_ASSIGN_SETTING)) as Partial<AutoAssignSetting> | undefined;
  return {
    enabled: stored?.enabled === true,
    adminIds: Array.isArray(stored?.adminIds) ? stored.adminIds.filter((id) => typeof id === 'string') : [],
  };
}

/** Saves the rule, keeping whose turn it was (`last`, which only the trigger writes). */
export async function saveAutoAssign(db: Database, rule: AutoAssignSetting): Promise<void> {
  const value = sql`${JSON.stringify(rule)}::jsonb`;
  await db.execute(sql`
    insert into ${siteSettings} (key, value) values (${AUTO_ASSIGN_SETTING}, ${value})
    on conflict (key) do update set
      value = excluded.value || jsonb_build_object('last', ${siteSettings.value}->'last'),
      updated_at = now()`);
}

/** Which row a lead is made from: its inquiry, contact message, sample request or document request. */
type SourceColumn = 'inquiryId' | 'contactMessageId' | 'sampleRequestId' | 'documentRequestId';
export type LeadSource = { [K in SourceColumn]: Record<K, string> }[SourceColumn];

/** The lead made from `source`, when it has an owner who is an admin, with that owner. */
export async function findLeadOwnedBy(
  db: Database,
  source: LeadSource,
): Promise<{ lead: LeadRow; owner: AdminRow } | null> {
  const [[column, id]] = Object.entries(source) as [SourceColumn, string][];
  const [row] = await db
    .select({
      lead: leads,
      owner: { id: users.id, fullName: users.fullName, email: users.email, language: users.language },
    })
    .from(leads)
    .innerJoin(users, and(eq(users.id, leads.ownerId), eq(users.role, 'admin')))
    .where(eq(leads[column], id));
  return row ?? null;
}
