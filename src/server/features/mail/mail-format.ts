// Small formatting helpers shared by the mails features compose.

import { memoized } from '@/contract/memoized';
import { datesLocale } from '@/i18n/figures';
import type { Translator } from '@/server/i18n/translator';

const dhakaFormat = memoized(
  (locale: string) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: 'Asia/Dhaka',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    }),
);

/** A time as staff in Dhaka read it: "23 Nov 2026, 19:36 (Dhaka time)", in the reader's language. */
export function dhakaTime(at: Date, tr?: Translator): string {
  const text = dhakaFormat(tr ? datesLocale(tr.locale) : 'en-GB').format(at);
  return tr ? tr.t('mail.time.dhaka', { time: text }) : `${text} (Dhaka time)`;
}

/** A link into the admin dashboard's tab, on the site's public address. */
export const adminTabUrl = (publicUrl: string, tab: string, params: Record<string, string> = {}) =>
  `${publicUrl}/admin?${new URLSearchParams({ tab, ...params })}`;
