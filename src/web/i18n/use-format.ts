import { useMemo } from 'react';
import type { QuantityUnit } from '@/contract/enums';
import { formatAmount, formatAmountRange, formatPrice } from '@/contract/money';
import { formatDate, timeAgo } from '@/i18n/dates';
import { formatNumber } from '@/i18n/figures';
import { quantityText } from '@/i18n/units';
import { useT } from './use-t';

/** Money, numbers and dates in the page's language and digits (src/contract/money.ts, src/i18n/dates.ts). */
export function useFormat() {
  const { t, figures, dates } = useT();
  return useMemo(() => {
    const number = (value: number, options?: { grouping?: boolean }) => formatNumber(value, figures, options);
    return {
      amount: (value: number, currency: string) => formatAmount(value, currency, figures),
      amountRange: (min: number, max: number, currency: string) =>
        formatAmountRange(min, max, currency, figures),
      price: (value: number, currency: string) => formatPrice(value, currency, figures),
      /** A count or a year in the page's digits; `grouping: false` for years ("1958", "১৯৫৮"). */
      number,
      /** A quantity and its unit ("3 drums", "2.5 MT", "৩ ড্রাম"); the figure alone without a unit. */
      quantity: (value: number, unit: QuantityUnit | null | undefined) =>
        quantityText(t, value, unit, (figure) => number(figure)),
      date: (value: string | Date) => formatDate(value, dates),
      timeAgo: (value: string | Date) => timeAgo(value, { dates, justNow: t('common.justNow') }),
    };
  }, [t, figures, dates]);
}
