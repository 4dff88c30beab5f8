// The queue's columns as @tanstack/react-table defines them. Sorting happens on the server: the
// table only shows the rows it is given, and a sortable header changes the URL's sort.
import { createColumnHelper } from '@tanstack/react-table';
import { AlertTriangle } from 'lucide-react';
import type { LeadRow, LeadSort } from '@/contract/leads';
import type { MessageId } from '@/i18n/message-id';
import type { useFormat, useT } from '@/web/i18n';
import { Link } from '@/web/lib/router';

type Words = { t: ReturnType<typeof useT>['t']; format: ReturnType<typeof useFormat> };

export const kindKey = (kind: LeadRow['kind']) => `admin.leads.kind.${kind}` as const satisfies MessageId;
export const statusKey = (status: LeadRow['status']) =>
  `admin.inquiryStatus.${status}` as const satisfies MessageId;

/** "5 MT", "3 drums", "৫ মেট্রিক টন", with "+ 2 lines" when the request has more. */
export function quantityText(row: LeadRow, { t, format }: Words) {
  if (row.quantity === null) return '';
  const first = format.quantity(row.quantity, row.unit);
  return row.lineCount > 1 ? `${first} · ${t('admin.leads.lines', { count: row.lineCount })}` : first;
}

export function OverdueMark({ t }: Pick<Words, 't'>) {
  return (
    <span className="inline-flex items-center gap-1 rounded bg-red-50 px-1.5 py-0.5 text-xs font-medium text-red-800">
      <AlertTriangle className="h-3 w-3" aria-hidden /> {t('admin.leads.overdue')}
    </span>
  );
}

const column = createColumnHelper<LeadRow>();

/** The server's sort each sortable column's header stands for. */
export const SORTABLE: Partial<Record<string, LeadSort>> = {
  reference: 'reference',
  buyerName: 'buyer',
  createdAt: 'created',
  lastActivityAt: 'lastActivity',
};

/** The columns, worded in the page's language. */
export function leadColumns(words: Words) {
  const { t, format } = words;
  return [
    column.accessor('kind', { header: t('admin.leads.column.kind'), cell: (c) => t(kindKey(c.getValue())) }),
    column.accessor('reference', {
      header: t('admin.leads.column.reference'),
      cell: (c) => (
        <Link
          to={`/admin/leads/${c.row.original.id}`}
          className="font-mono font-medium text-brand-700 hover:underline"
        >
          {c.getValue()}
        </Link>
      ),
    }),
    column.accessor('buyerName', { header: t('admin.leads.column.buyer') }),
    column.accessor('company', { header: t('admin.leads.column.company'), cell: (c) => c.getValue() ?? '' }),
    column.accessor('productNames', {
      header: t('admin.leads.column.products'),
      cell: (c) => <span className="line-clamp-2">{c.getValue().join(', ')}</span>,
    }),
    column.display({
      id: 'quantity',
      header: t('admin.leads.column.quantity'),
      cell: (c) => quantityText(c.row.original, words),
    }),
    column.accessor('status', {
      header: t('admin.leads.column.status'),
      cell: (c) => t(statusKey(c.getValue())),
    }),
    column.accessor('owner', {
      header: t('admin.leads.column.owner'),
      cell: (c) => c.getValue()?.name ?? <span className="text-muted">{t('admin.leads.owner.none')}</span>,
    }),
    column.accessor('createdAt', {
      header: t('admin.leads.column.age'),
      cell: (c) => (
        <span className="whitespace-nowrap">
          <time dateTime={c.getValue()}>{format.timeAgo(c.getValue())}</time>
          {c.row.original.overdue && (
            <span className="ml-1">
              <OverdueMark t={t} />
            </span>
          )}
        </span>
      ),
    }),
    column.accessor('lastActivityAt', {
      header: t('admin.leads.column.lastActivity'),
      cell: (c) => <time dateTime={c.getValue()}>{format.timeAgo(c.getValue())}</time>,
    }),
  ];
}
