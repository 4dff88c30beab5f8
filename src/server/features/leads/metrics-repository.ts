// The reads behind the desk's figures. Each is one indexed query over a window, so the dashboard
// costs the same at 100,000 leads as at a hundred: the answered leads of 30 days (leads_answered_idx),
// the unanswered ones before the overdue cut-off (leads_unanswered_idx), the leads of 12 weeks
// counted per day (leads_created_kind_status_idx), the quotations of 90 days (quotations_sent_idx).
// bench/desk-metrics.ts times each.
import { sql } from 'drizzle-orm';
import type { LeadKind, LeadStatus } from '@/contract/enums';
import type { Database } from '@/server/db/client';
import type { DayCount } from './metrics-summary';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When each non-spam lead created since `since` was created and first answered. The instants come as
 * epoch milliseconds, cut to the millisecond as a Date would cut them, all in one text: a month holds
 * thousands of answered leads, and one value costs the embedded database's driver (and its thread's
 * message) far less to hand over than thousands of rows; the numbers are read back in a moment.
 */
export async function answeredLeadsSince(db: Database, since: Date) {
  const result = await db.execute(sql`
    SELECT string_agg(floor(extract(epoch FROM created_at) * 1000)::int8 || ' ' ||
                      floor(extract(epoch FROM first_response_at) * 1000)::int8, ' ') AS pairs
    FROM leads
    WHERE first_response_at IS NOT NULL AND NOT is_spam AND created_at >= ${since.toISOString()}`);
  const numbers = (rowsOf<{ pairs: string | null }>(result)[0]?.pairs ?? '').split(' ').filter(Boolean);
  const answered: { createdAt: Date; firstResponseAt: Date }[] = [];
  for (let i = 0; i + 1 < numbers.length; i += 2) {
    answered.push({
      createdAt: new Date(Number(numbers[i])),
      firstResponseAt: new Date(Number(numbers[i + 1])),
    });
  }
  return answered;
}

/** Non-spam leads created before `cutoff` and never answered. */
export async function countUnansweredBefore(db: Database, cutoff: Date): Promise<number> {
  const result = await db.execute(sql`
    SELECT count(*)::int AS n FROM leads
    WHERE first_response_at IS NULL AND NOT is_spam AND created_at < ${cutoff.toISOString()}`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/**
 * Non-spam leads created since `since` (a Dhaka midnight), counted per Dhaka day, kind and status.
 * Each day is a range of leads_created_kind_status_idx (migration 0028) counted on its own, up to the
 * day of the newest lead: nothing is computed per lead (a day reckoned from each lead's time cost more
 * than reading it), and the counts come back as one text, as answeredLeadsSince's instants do. A day
 * is 24 hours: Dhaka keeps no daylight saving.
 */
export async function countLeadsPerDay(db: Database, since: Date): Promise<DayCount[]> {
  const start = sql`${since.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    SELECT string_agg(d || ' ' || c.kind || ' ' || c.status || ' ' || c.n, ' ') AS counts
    FROM generate_series(
      0,
      (SELECT floor(date_part('epoch', max(created_at) - ${start}) / 86400)::int FROM leads WHERE created_at >= ${start})
    ) AS d
    CROSS JOIN LATERAL (
      SELECT kind, status, count(*)::int AS n FROM leads
      WHERE created_at >= ${start} + d * interval '24 hours' AND created_at < ${start} + (d + 1) * interval '24 hours'
        AND NOT is_spam
      GROUP BY kind, status
    ) AS c`);
  const words = (rowsOf<{ counts: string | null }>(result)[0]?.counts ?? '').split(' ').filter(Boolean);
  const firstDay = since.getTime() + DHAKA_OFFSET_MS;
  const counts: DayCount[] = [];
  for (let i = 0; i + 3 < words.length; i += 4) {
    counts.push({
      day: new Date(firstDay + Number(words[i]) * DAY_MS).toISOString().slice(0, 10),
      kind: words[i + 1] as LeadKind,
      status: words[i + 2] as LeadStatus,
      count: Number(words[i + 3]),
    });
  }
  return counts;
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
