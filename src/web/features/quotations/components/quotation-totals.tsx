// The totals of a quotation, per currency: the lines' sum and the VAT when VAT is added, then the total.
import { VAT_RATE_PERCENT } from '@/contract/enums';
import { formatPrice } from '@/contract/money';
import type { Quotation } from '@/contract/quotations';

type Row = { key: string; label: string; value: string; strong: boolean };

export function QuotationTotals({ totals }: { totals: Quotation['totals'] }) {
  if (totals.length === 0)
    return <p className="text-sm text-muted">Totals appear once a line has a quantity and a price.</p>;
  const several = totals.length > 1;
  const rows: Row[] = totals.flatMap((total) => {
    const suffix = several ? ` (${total.currency})` : '';
    const money = (value: number) => formatPrice(value, total.currency);
    return [
      ...(total.vat > 0
        ? [
            {
              key: `${total.currency}-sub`,
              label: `Subtotal${suffix}`,
              value: money(total.subtotal),
              strong: false,
            },
            {
              key: `${total.currency}-vat`,
              label: `VAT ${VAT_RATE_PERCENT}%${suffix}`,
              value: money(total.vat),
              strong: false,
            },
          ]
        : []),
      { key: `${total.currency}-total`, label: `Total${suffix}`, value: money(total.total), strong: true },
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
