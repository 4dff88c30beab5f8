// The queue on a phone: one compact card per lead (reference, buyer, kind, status, age, owner) with
// its checkbox, rather than a table squeezed to 390 px.
import type { RowSelectionState } from '@tanstack/react-table';
import type { LeadRow } from '@/contract/leads';
import { useFormat, useT } from '@/web/i18n';
import { Link } from '@/web/lib/router';
import { kindKey, OverdueMark, quantityText, statusKey } from '../lead-columns';

type Props = {
  rows: LeadRow[];
  selection: RowSelectionState;
  onSelectionChange: (next: RowSelectionState) => void;
};

export function LeadCards({ rows, selection, onSelectionChange }: Props) {
  const { t } = useT();
  const format = useFormat();
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {rows.map((row) => (
        <li key={row.id} className={`flex gap-3 p-3 ${selection[row.id] ? 'bg-brand-50' : ''}`}>
          <input
            type="checkbox"
            className="mt-1"
            aria-label={t('admin.leads.select', { reference: row.reference })}
            checked={Boolean(selection[row.id])}
            onChange={(e) => {
              const next = { ...selection };
              if (e.target.checked) next[row.id] = true;
              else delete next[row.id];
              onSelectionChange(next);
            }}
          />
          <div className="min-w-0 flex-1 text-sm">
            <div className="flex items-baseline justify-between gap-2">
              <Link
                to={`/admin/leads/${row.id}`}
                className="truncate font-semibold text-brand-700 hover:underline"
              >
                {row.buyerName}
              </Link>
              <time dateTime={row.createdAt} className="shrink-0 text-xs text-muted">
                {format.timeAgo(row.createdAt)}
              </time>
            </div>
            <p className="truncate text-xs text-muted">
              <span className="font-mono">{row.reference}</span> · {t(kindKey(row.kind))}
              {row.company ? ` · ${row.company}` : ''}
            </p>
            {row.productNames.length > 0 && (
              <p className="truncate text-xs">
                {row.productNames.join(', ')} {quantityText(row, { t, format })}
              </p>
            )}
            <p className="mt-1 flex flex-wrap items-center gap-2 text-xs">
              <span className="rounded bg-slate-100 px-1.5 py-0.5">{t(statusKey(row.status))}</span>
              <span>{row.owner?.name ?? t('admin.leads.owner.none')}</span>
              {row.overdue && <OverdueMark t={t} />}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
