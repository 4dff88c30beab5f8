// Dates and relative times (spec §5: "Just now", then minutes, hours and days ago), written by Intl
// in the page's language: "5 minutes ago" or "৫ মিনিট আগে". `dates` is an Intl locale from figures.ts.

import { memoized } from '@/contract/memoized';

const relativeFormat = memoized(
  (locale: string) => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }),
);

export function timeAgo(
  value: string | Date,
  {
    now = new Date(),
    dates = 'en-GB',
    justNow = 'Just now',
  }: { now?: Date; dates?: string; justNow?: string } = {},
): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - new Date(value).getTime()) / 1000));
  if (seconds < 60) return justNow;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return relativeFormat(dates).format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relativeFormat(dates).format(-hours, 'hour');
  return relativeFormat(dates).format(-Math.floor(hours / 24), 'day');
}

const dateFormat = memoized(
  (dates: string, timeZone?: string) =>
    new Intl.DateTimeFormat(dates, { day: 'numeric', month: 'long', year: 'numeric', timeZone }),
);

/** "5 March 2026", "৫ মার্চ, ২০২৬", on the reader's own calendar. */
export const formatDate = (value: string | Date, dates = 'en-GB'): string =>
  dateFormat(dates).format(new Date(value));

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date as a quotation, its PDF and its mails write it, the same for every reader: a calendar date
 * (YYYY-MM-DD: validity, date needed) as it is, a moment as the day it was in Dhaka.
 */
export function formatDocumentDate(value: string | Date, dates = 'en-GB'): string {
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) {
    return dateFormat(dates, 'UTC').format(new Date(`${value}T00:00:00Z`));
  }
  return dateFormat(dates, 'Asia/Dhaka').format(new Date(value));
}
