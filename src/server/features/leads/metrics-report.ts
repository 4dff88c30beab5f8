// The desk's figures as GET /api/admin/leads/metrics answers them.
import { type LeadMetrics, METRICS_WINDOWS } from '@/contract/lead-metrics';
import type { Database } from '@/server/db/client';
import { businessMinutesBefore, businessMinutesBetween, ONE_BUSINESS_DAY_MINUTES } from './business-time';
import { readHolidays } from './holidays';
import {
  answeredLeadsSince,
  countLeadsPerDay,
  countQuotedInquiriesSince,
  countUnansweredBefore,
} from './metrics-repository';
import { dhakaMidnight, firstWeekStart, median, weeklyBuckets, winRate } from './metrics-summary';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function leadMetrics(db: Database, now: Date): Promise<LeadMetrics> {
  const holidays = await readHolidays(db);
  const answered = await answeredLeadsSince(
    db,
    new Date(now.getTime() - METRICS_WINDOWS.responseDays * DAY_MS),
  );
  const overdue = await countUnansweredBefore(
    db,
    businessMinutesBefore(now, ONE_BUSINESS_DAY_MINUTES, holidays),
  );
  const start = firstWeekStart(now, METRICS_WINDOWS.weeks);
  const days = await countLeadsPerDay(db, dhakaMidnight(start));
  const quoted = await countQuotedInquiriesSince(
    db,
    new Date(now.getTime() - METRICS_WINDOWS.winRateDays * DAY_MS),
  );

  const minutes = answered.map((lead) =>
    businessMinutesBetween(lead.createdAt, lead.firstResponseAt, holidays),
  );
  return {
    medianFirstResponseMinutes: median(minutes),
    answeredCount: answered.length,
    overdue,
    weeks: weeklyBuckets(days, start, METRICS_WINDOWS.weeks),
    winRate: { ...quoted, rate: winRate(quoted.sent, quoted.accepted) },
  };
}
