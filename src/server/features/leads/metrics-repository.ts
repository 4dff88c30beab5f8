// The reads behind the desk's figures. Each is one indexed query over a window, so the dashboard
// costs the same at 100,000 leads as at a hundred: the answered leads of 30 days (leads_answered_idx),
// the unanswered ones before the overdue cut-off (leads_unanswered_idx), the leads of 12 weeks
// counted per day (leads_created_kind_status_idx), the quotations of 90 days (quotations_sent_idx).
import { sql } from 'drizzle-orm';
import type { LeadKind, LeadStatus } from '@/contract/enums';
import type { Database } from '@/server/db/client';
import type { DayCount } from './metrics-summary';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;
const DHAKA_OFFSET_SECONDS = 6 * 60 * 60;

/**
 * When each non-spam lead created since `since` was created and first answered. The instants come as
 * epoch milliseconds, cut to the millisecond as a Date would cut them: a month holds thousands of
 * answered leads, and numbers cost the driver far less to read than timestamps written out.
 */
export async function answeredLeadsSince(db: Database, since: Date) {
  const result = await db.execute(sql`
    SELECT floor(extract(epoch FROM created_at) * 1000)::float8 AS created_ms,
           floor(extract(epoch FROM first_response_at) * 1000)::float8 AS answered_ms
    FROM leads
    WHERE first_response_at IS NOT NULL AND NOT is_spam AND created_at >= ${since.toISOString()}`);
  return rowsOf<{ created_ms: number; answered_ms: number }>(result).map((row) => ({
    createdAt: new Date(row.created_ms),
    firstResponseAt: new Date(row.answered_ms),
  }));
}

/** Non-spam leads created before `cutoff` and never answered. */
export async function countUnansweredBefore(db: Database, cutoff: Date): Promise<number> {
  const result = await db.execute(sql`
    SELECT count(*)::int AS n FROM leads
    WHERE first_response_at IS NULL AND NOT is_spam AND created_at < ${cutoff.toISOString()}`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/**
 * Non-spam leads created since `since`, counted per Dhaka day, kind and status. The day is reckoned
 * by arithmetic on the epoch (Dhaka is UTC+6 all year), which costs far less per row than a time
 * zone conversion and does not depend on the session's time zone; in double precision (date_part),
 * exact to the microsecond for these dates and several times cheaper than extract()'s numeric. The
 * rows come from leads_created_kind_status_idx alone (migration 0028).
 */
export async function countLeadsPerDay(db: Database, since: Date): Promise<DayCount[]> {
  const result = await db.execute(sql`
    SELECT floor((date_part('epoch', created_at) + ${DHAKA_OFFSET_SECONDS}) / 86400)::int AS day, kind, status, count(*)::int AS n
    FROM leads
    WHERE created_at >= ${since.toISOString()} AND NOT is_spam
    GROUP BY 1, 2, 3`);
  return rowsOf<{ day: number; kind: LeadKind; status: LeadStatus; n: number }>(result).map((row) => ({
    day: new Date(row.day * 86_400_000).toISOString().slice(0, 10),
    kind: row.kind,
    status: row.status,
    count: row.n,
  }));
}

/** Inquiries sent a quotation since `since`, and how many of them accepted one (each inquiry once). */
export async function countQuotedInquiriesSince(db: Database, since: Date) {
  const result = await db.execute(sql`
    SELECT count(DISTINCT inquiry_id)::int AS sent,
           count(DISTINCT inquiry_id) FILTER (WHERE accepted_at IS NOT NULL)::int AS accepted
    FROM quotations WHERE sent_at >= ${since.toISOString()}`);
  const [row] = rowsOf<{ sent: number; accepted: number }>(result);
  return { sent: row?.sent ?? 0, accepted: row?.accepted ?? 0 };
}
