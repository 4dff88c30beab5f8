// The queue at a desk's width: a dense table (@tanstack/react-table) with a checkbox per row and
// server-side sorting from the sortable headers. On a phone the same rows are cards (lead-cards.tsx).
import { flexRender, getCoreRowModel, type RowSelectionState, useReactTable } from '@tanstack/react-table';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useMemo } from 'react';
import type { LeadRow } from '@/contract/leads';
import { useFormat, useT } from '@/web/i18n';
import { leadColumns, SORTABLE } from '../lead-columns';
import type { useLeadParams } from '../use-lead-params';

type Props = {
  rows: LeadRow[];
  selection: RowSelectionState;
  onSelectionChange: (next: RowSelectionState) => void;
  view: ReturnType<typeof useLeadParams>;
};

export function LeadTable({ rows, selection, onSelectionChange, view }: Props) {
  const { t } = useT();
  const format = useFormat();
  const columns = useMemo(() => leadColumns({ t, format }), [t, format]);
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    state: { rowSelection: selection },
    onRowSelectionChange: (updater) =>
      onSelectionChange(typeof updater === 'function' ? updater(selection) : updater),
  });
  const sort = view.value('sort') || 'created';
  const descending = view.value('dir') !== 'asc';

  return (
    <table className="w-full border-collapse text-left text-sm">
      <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase text-slate-600">
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            <th className="w-8 px-2 py-2">
              <input
                type="checkbox"
                aria-label={t('admin.leads.selectPage')}
                checked={table.getIsAllRowsSelected()}
                onChange={table.getToggleAllRowsSelectedHandler()}
              />
            </th>
            {group.headers.map((header) => {
              const serverSort = SORTABLE[header.column.id];
              const label = flexRender(header.column.columnDef.header, header.getContext());
              const active = serverSort === sort;
              return (
                <th
                  key={header.id}
                  className="px-2 py-2 font-semibold"
                  aria-sort={active ? (descending ? 'descending' : 'ascending') : undefined}
                >
                  {serverSort ? (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 uppercase hover:text-slate-900"
                      onClick={() =>
                        view.setMany({
                          sort: serverSort === 'created' ? '' : serverSort,
                          dir: active && descending ? 'asc' : '',
                        })
                      }
                    >
                      {label}
                      {active &&
                        (descending ? (
                          <ArrowDown className="h-3 w-3" aria-hidden />
                        ) : (
                          <ArrowUp className="h-3 w-3" aria-hidden />
                        ))}
                    </button>
                  ) : (
                    label
                  )}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr
            key={row.id}
            className={`border-b border-slate-100 align-top hover:bg-slate-50 ${row.getIsSelected() ? 'bg-brand-50' : ''}`}
          >
            <td className="px-2 py-1.5">
              <input
                type="checkbox"
                aria-label={t('admin.leads.select', { reference: row.original.reference })}
                checked={row.getIsSelected()}
                onChange={row.getToggleSelectedHandler()}
              />
            </td>
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id} className="px-2 py-1.5">
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
