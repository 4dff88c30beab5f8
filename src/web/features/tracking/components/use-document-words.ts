// The page's words for the quotation's shared layout (src/i18n/quotation-layout.ts): the same
// catalogs, money, digits and document dates as the PDF the server writes in the page's language.
import { useMemo } from 'react';
import type { DocumentWords } from '@/i18n/quotation-layout';
import { useFormat, useT } from '@/web/i18n';
import { useDocumentDates } from './use-document-dates';

export function useDocumentWords(): DocumentWords {
  const { t, msg, locale, figures } = useT();
  const format = useFormat();
  const dates = useDocumentDates();
  return useMemo(
    () => ({
      locale,
      figures,
      t,
      msg,
      price: format.price,
      number: (value: number) => format.number(value),
      date: dates.date,
    }),
    [locale, figures, t, msg, format, dates],
  );
}
