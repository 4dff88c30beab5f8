// /admin/leads: the sales desk's one queue of every price inquiry, contact message, sample request
// and document request (DESIGN.md §6). The view is the URL; the server filters, searches, sorts and
// pages; the CSV export takes the same filter.
import '@/web/i18n/bengali-font.css';
import { useQuery } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { Download, Inbox } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { BackLink } from '@/web/components/back-link';
import { EmptyState } from '@/web/components/empty-state';
import { Spinner } from '@/web/components/spinner';
import { useSession } from '@/web/features/auth';
import { QuotationExport } from '@/web/features/quotations';
import { adminUsersQuery } from '@/web/features/users';
import { useFormat, useT } from '@/web/i18n';
import { useLeads } from './api/get-leads';
import { BulkBar } from './components/bulk-bar';
import { LeadCards } from './components/lead-cards';
import { LeadFilters } from './components/lead-filters';
import { LeadTable } from './components/lead-table';
import { useLeadParams } from './use-lead-params';

export default function LeadsPage() {
  const { t, locale } = useT();
  const format = useFormat();
  const view = useLeadParams();
  const { user } = useSession();
  const leads = useLeads(view.query);
  const admins = useQuery(adminUsersQuery);
  const adminOptions = useMemo(
    () => (admins.data?.users ?? []).map((admin) => ({ id: admin._id, name: admin.fullName })),
    [admins.data],
  );
  const [selection, setSelection] = useState<RowSelectionState>({});
  const queryKey = JSON.stringify(view.query);
  // A new view or page starts with nothing selected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared whenever the view changes.
  useEffect(() => setSelection({}), [queryKey]);

  const rows = leads.data?.data ?? [];
  const selected = rows.filter((row) => selection[row.id]).map((row) => row.id);
  const paging = leads.data?.paging;
  const limit = 50;
  const start = view.pagesBefore * limit + 1;
  const exportParams = new URLSearchParams({ ...view.query, lang: locale } as Record<string, string>);
  exportParams.delete('cursor');
  exportParams.delete('limit');

  return (
    <div className="container-page py-6">
      <BackLink to="/admin">{t('admin.inquiries.pageBack')}</BackLink>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{t('admin.leads.title')}</h1>
        <span className="flex flex-wrap gap-2">
          <a
            className="btn-secondary inline-flex items-center gap-1 text-sm"
            href={`/api/admin/leads/export.csv?${exportParams}`}
            download
          >
            <Download className="h-4 w-4" aria-hidden /> {t('admin.leads.export')}
          </a>
          <QuotationExport />
        </span>
      </div>
      <div className="mt-4">
        <LeadFilters view={view} admins={adminOptions} />
      </div>
      <div className={`mt-4 ${leads.isPlaceholderData ? 'opacity-60' : ''}`}>
        {leads.isPending ? (
          <Spinner className="py-16" />
        ) : rows.length === 0 ? (
          <EmptyState icon={Inbox} title={t('admin.leads.empty')} />
        ) : (
          <>
            <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white md:block">
              <LeadTable rows={rows} selection={selection} onSelectionChange={setSelection} view={view} />
            </div>
            <div className="md:hidden">
              <LeadCards rows={rows} selection={selection} onSelectionChange={setSelection} />
            </div>
          </>
        )}
      </div>
      {paging && rows.length > 0 && (
        <nav
          aria-label={t('admin.leads.title')}
          className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm"
        >
          <p className="text-muted" data-testid="leads-range">
            {paging.capped
              ? t('admin.leads.rangeMany', {
                  from: format.number(start),
                  to: format.number(start + rows.length - 1),
                })
              : t('admin.leads.range', {
                  from: format.number(start),
                  to: format.number(start + rows.length - 1),
                  total: format.number(paging.total),
                })}
          </p>
          <span className="flex gap-2">
            {view.hasPrevious && (
              <button type="button" className="btn-secondary" onClick={view.previous}>
                {t('admin.leads.previous')}
              </button>
            )}
            {paging.nextCursor && (
              <button type="button" className="btn-secondary" onClick={() => view.next(paging.nextCursor!)}>
                {t('admin.leads.next')}
              </button>
            )}
          </span>
        </nav>
      )}
      {selected.length > 0 && user && (
        <div className="mt-4">
          <BulkBar ids={selected} me={user._id} admins={adminOptions} onDone={() => setSelection({})} />
        </div>
      )}
    </div>
  );
}
