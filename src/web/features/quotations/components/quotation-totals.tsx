// The totals of a quotation, per currency: the lines' sum and the VAT when VAT is added, then the total.
import { VAT_RATE_PERCENT } from '@/contract/enums';
import type { Quotation } from '@/contract/quotations';
import { useFormat, useT } from '@/web/i18n';

type Row = { key: string; label: string; value: string; strong: boolean };

export function QuotationTotals({ totals }: { totals: Quotation['totals'] }) {
  const { t } = useT();
  const format = useFormat();
  if (totals.length === 0) return <p className="text-sm text-muted">{t('admin.quotation.totalsEmpty')}</p>;
  const several = totals.length > 1;
  const rows: Row[] = totals.flatMap((total) => {
    const suffix = several ? ` (${total.currency})` : '';
    const money = (value: number) => format.price(value, total.currency);
    return [
      ...(total.vat > 0
        ? [
            {
              key: `${total.currency}-sub`,
              label: t('admin.quotation.subtotal', { suffix }),
              value: money(total.subtotal),
              strong: false,
            },
            {
              key: `${total.currency}-vat`,
              label: t('admin.quotation.vatRate', { rate: format.number(VAT_RATE_PERCENT), suffix }),
              value: money(total.vat),
              strong: false,
            },
          ]
        : []),
      {
        key: `${total.currency}-total`,
        label: t('admin.quotation.total', { suffix }),
        value: money(total.total),
        strong: true,
      },
    ];
  });
  return (
    <dl className="space-y-1 text-sm">
      {rows.map((row) => (
        <div
          key={row.key}
          className={`flex justify-between gap-4 ${row.strong ? 'font-semibold text-slate-900' : 'text-slate-600'}`}
        >
          <dt>{row.label}</dt>
          <dd className="tabular-nums">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
