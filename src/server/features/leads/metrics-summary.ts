// The pure parts of the desk's figures: the median, the win rate and the weekly buckets, in Dhaka
// dates (UTC+6 all year, as business-time.ts says).

import { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus } from '@/contract/enums';
import type { CountsByKind, CountsByStatus, LeadWeek } from '@/contract/lead-metrics';

const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The median of some numbers (the mean of the middle two for an even count), or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Accepted over sent, or null when nothing was sent. */
export function winRate(sent: number, accepted: number): number | null {
  return sent === 0 ? null : accepted / sent;
}

/** The Dhaka date (`YYYY-MM-DD`) of an instant. */
export const dhakaDate = (at: Date) => new Date(at.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);

/** The instant a Dhaka date begins. */
export const dhakaMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - DHAKA_OFFSET_MS);

/** The first day of the `count` weeks that end with the one holding `now`; weeks begin on Sunday. */
export function firstWeekStart(now: Date, count: number): string {
  const today = Date.parse(`${dhakaDate(now)}T00:00:00Z`);
  const sunday = today - new Date(today).getUTCDay() * DAY_MS;
  return new Date(sunday - (count - 1) * 7 * DAY_MS).toISOString().slice(0, 10);
}

export type DayCount = { day: string; kind: LeadKind; status: LeadStatus; count: number };

const zeroes = <T extends string>(keys: readonly T[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<T, number>;

/** Leads counted per Dhaka day, kind and status, gathered into `count` weeks from `start` on. */
export function weeklyBuckets(days: readonly DayCount[], start: string, count: number): LeadWeek[] {
  const origin = Date.parse(`${start}T00:00:00Z`);
  const weeks = Array.from({ length: count }, (_, index) => ({
    weekStart: new Date(origin + index * 7 * DAY_MS).toISOString().slice(0, 10),
    total: 0,
    byKind: zeroes(LEAD_KINDS) as CountsByKind,
    byStatus: zeroes(LEAD_STATUSES) as CountsByStatus,
  }));
  for (const { day, kind, status, count: n } of days) {
    const week = weeks[Math.floor((Date.parse(`${day}T00:00:00Z`) - origin) / (7 * DAY_MS))];
    if (!week) continue;
    week.total += n;
    if (kind in week.byKind) week.byKind[kind] += n;
    if (status in week.byStatus) week.byStatus[status] += n;
  }
  return weeks;
}
