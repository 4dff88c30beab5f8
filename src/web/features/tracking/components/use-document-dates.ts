// The tracking page's dates and times in the page's language and digits, as the quotation writes
// them (src/i18n/dates.ts formatDocumentDate, which the PDF and e-mails use too).
import { useMemo } from 'react';
import { formatDocumentDate } from '@/i18n/dates';
import { useT } from '@/web/i18n';

export function useDocumentDates() {
  const { dates } = useT();
  return useMemo(() => {
    // The buyer's local time of day, as the history has always shown it.
    const time = new Intl.DateTimeFormat(dates, { hour: '2-digit', minute: '2-digit' });
    return {
      date: (value: string) => formatDocumentDate(value, dates),
      time: (value: string) => time.format(new Date(value)),
    };
  }, [dates]);
}
