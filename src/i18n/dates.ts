// Dates and relative times (spec §5: "Just now", then minutes, hours and days ago), written by Intl
// in the page's language: "5 minutes ago" or "৫ মিনিট আগে". `dates` is an Intl locale from figures.ts.

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function relativeFormat(locale: string) {
  let format = relativeFormats.get(locale);
  if (!format)
    relativeFormats.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' })));
  return format;
}

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

/** "5 March 2026", "৫ মার্চ, ২০২৬". */
export function formatDate(value: string | Date, dates = 'en-GB'): string {
  let format = dateFormats.get(dates);
  if (!format) {
    format = new Intl.DateTimeFormat(dates, { day: 'numeric', month: 'long', year: 'numeric' });
    dateFormats.set(dates, format);
  }
  return format.format(new Date(value));
}
