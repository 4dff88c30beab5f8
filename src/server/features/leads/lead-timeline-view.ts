// A lead as its screen shows it: the lead, whether it is overdue, its one timeline and the admins it
// may be given to. Staff-only: it holds internal notes.
import type { LeadDetail, LeadTimelineEntry } from '@/contract/lead-thread';
import { businessMinutesBefore, type Holidays, ONE_BUSINESS_DAY_MINUTES } from './business-time';
import type { AdminRow, LeadRow, TimelineRow } from './lead-thread-repository';

const sourceId = (lead: LeadRow) =>
  lead.inquiryId ?? lead.contactMessageId ?? lead.sampleRequestId ?? lead.documentRequestId ?? lead.id;

/** Unanswered for more than a business day (the same rule as the queue's index, leads_unanswered_idx). */
export const isOverdue = (lead: LeadRow, now: Date, holidays: Holidays) =>
  lead.firstResponseAt === null &&
  !lead.isSpam &&
  lead.createdAt < businessMinutesBefore(now, ONE_BUSINESS_DAY_MINUTES, holidays);

export const toTimelineEntry = (row: TimelineRow): LeadTimelineEntry => ({
  _id: row.id,
  kind: row.kind,
  at: row.createdAt.toISOString(),
  actorName: row.actorName,
  status: row.kind === 'status' ? row.status : null,
  quotationVersion: row.quotationVersion,
  message: row.message,
  ownerName: row.ownerName,
  mail:
    row.mailSubject !== null && row.mailTo !== null && row.mailStatus !== null
      ? { subject: row.mailSubject, to: row.mailTo, status: row.mailStatus }
      : null,
});

export function toLeadDetail(
  { lead, ownerName }: { lead: LeadRow; ownerName: string | null },
  timeline: TimelineRow[],
  admins: AdminRow[],
  { now, holidays }: { now: Date; holidays: Holidays },
): LeadDetail {
  const person = (admin: AdminRow) => ({ _id: admin.id, name: admin.fullName });
  return {
    _id: lead.id,
    kind: lead.kind,
    sourceId: sourceId(lead),
    reference: lead.reference,
    status: lead.status,
    // An owner who is no longer an admin still owns the lead until someone reassigns it.
    owner: lead.ownerId ? { _id: lead.ownerId, name: ownerName ?? '' } : null,
    buyerName: lead.buyerName,
    company: lead.company,
    email: lead.email,
    phone: lead.phone,
    message: lead.message,
    language: lead.language,
    productNames: lead.productNames,
    quantity: lead.quantity === null ? null : Number(lead.quantity),
    unit: lead.unit,
    lineCount: lead.lineCount,
    isSpam: lead.isSpam,
    overdue: isOverdue(lead, now, holidays),
    createdAt: lead.createdAt.toISOString(),
    firstResponseAt: lead.firstResponseAt?.toISOString() ?? null,
    buyerHasPage: lead.inquiryId !== null || lead.sampleRequestId !== null,
    timeline: timeline.map(toTimelineEntry),
    admins: admins.map(person),
  };
}
