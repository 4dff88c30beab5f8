// The tracking page's dates and times in the page's language and digits, as the quotation writes
// them: a calendar date (YYYY-MM-DD) as it is, a moment as the day it was in Dhaka
// (src/contract/tracking.ts formatDocumentDate, which the PDF and e-mails use in English).
import { useMemo } from 'react';
import { useFormat, useT } from '@/web/i18n';

export function useDocumentDates() {
  const { dates } = useT();
  const format = useFormat();
  return useMemo(() => {
    const calendar = new Intl.DateTimeFormat(dates, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const dhaka = new Intl.DateTimeFormat(dates, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Dhaka',
    });
    // The buyer's local time of day, as the history has always shown it.
    const time = new Intl.DateTimeFormat(dates, { hour: '2-digit', minute: '2-digit' });
    const quantity = (value: number) => format.number(Math.round(value * 1000) / 1000);
    return {
      date: (value: string) =>
        /^\d{4}-\d{2}-\d{2}$/.test(value)
          ? calendar.format(new Date(`${value}T00:00:00Z`))
          : dhaka.format(new Date(value)),
      time: (value: string) => time.format(new Date(value)),
      /** A quantity with up to three decimals ("1,250.5"). */
      quantity,
    };
  }, [dates, format]);
}
