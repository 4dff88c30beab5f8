// Time as the sales desk counts it (DESIGN.md §6): only the minutes the company is open, by the
// opening hours of src/contract/site.ts in Asia/Dhaka, minus the holidays the admin lists. Dhaka
// keeps UTC+6 all year (no daylight saving since 2009), so a fixed offset is exact.

import { OPENING_MINUTES } from '@/contract/site';

const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** A lead unanswered for longer than this is overdue: one full Sunday-Thursday day (9:00-18:00). */
export const ONE_BUSINESS_DAY_MINUTES = 9 * 60;

/** Holidays as Dhaka dates, `YYYY-MM-DD`. */
export type Holidays = ReadonlySet<string>;

/** The open interval (UTC ms) of the Dhaka day that starts at `dayStart` (UTC ms of local midnight), if any. */
function openInterval(dayStart: number, holidays: Holidays): [number, number] | null {
  // The figures call this for every day of every answered lead of a month: the weekday by arithmetic
  // (1 January 1970 was a Thursday) and the date written out only when there are holidays to check.
  const local = dayStart + DHAKA_OFFSET_MS;
  const hours = OPENING_MINUTES[(Math.floor(local / DAY_MS) + 4) % 7];
  if (!hours) return null;
  if (holidays.size > 0 && holidays.has(new Date(local).toISOString().slice(0, 10))) return null;
  return [dayStart + hours[0] * MINUTE_MS, dayStart + hours[1] * MINUTE_MS];
}

/** UTC ms of the local midnight that begins the Dhaka day containing `at`. */
function dayStartOf(at: number): number {
  return Math.floor((at + DHAKA_OFFSET_MS) / DAY_MS) * DAY_MS - DHAKA_OFFSET_MS;
}

/** Open minutes between two instants (0 when `to` is not after `from`). */
export function businessMinutesBetween(from: Date, to: Date, holidays: Holidays): number {
  const end = to.getTime();
  let total = 0;
  for (let day = dayStartOf(from.getTime()); day < end; day += DAY_MS) {
    const open = openInterval(day, holidays);
    if (!open) continue;
    const start = Math.max(open[0], from.getTime());
    const stop = Math.min(open[1], end);
    if (stop > start) total += stop - start;
  }
  return total / MINUTE_MS;
}

/**
 * The latest instant that lies `minutes` open minutes before `at`: whatever was created before it
 * has waited longer than that. Used as an indexed cut-off (`created_at < cutoff`) for "overdue".
 */
export function businessMinutesBefore(at: Date, minutes: number, holidays: Holidays): Date {
  let remaining = minutes * MINUTE_MS;
  let cursor = at.getTime();
  // A year without a single open day would be a configuration mistake; stop rather than loop.
  for (let day = dayStartOf(cursor), guard = 0; guard < 400; day -= DAY_MS, guard++) {
    const open = openInterval(day, holidays);
    if (open && cursor > open[0]) {
      const until = Math.min(cursor, open[1]);
      const available = until - open[0];
      if (remaining <= available) return new Date(until - remaining);
      remaining -= available;
    }
    cursor = day;
  }
  return new Date(cursor);
}
