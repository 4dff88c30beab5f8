// The dashboard's Document requests tab: who asked for an on-request document (a lead), newest first,
// with whether they have downloaded it yet.
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { DocumentName } from '@/web/components/document-name';
import { EmptyState } from '@/web/components/empty-state';
import { PagedList } from '@/web/components/paged-list';
import { useFormat, useT } from '@/web/i18n';
import { useDocumentRequests } from './api/get-document-requests';

export default function DocumentRequestsTab() {
  const { t } = useT();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const query = useDocumentRequests(page);
  return (
    <section aria-label={t('admin.documentRequests.label')}>
      <PagedList
        query={query}
        loadingLabel={t('admin.documentRequests.loading')}
        isEmpty={(data) => data.requests.length === 0}
        empty={<EmptyState icon={FileText} title={t('admin.documentRequests.none')} />}
        summary={({ pagination }) => t('admin.documentRequests.count', { count: pagination.total })}
        page={page}
        onPageChange={setPage}
      >
        {(data, dimmed) => (
          <ul className={`mt-3 space-y-3 ${dimmed}`}>
            {data.requests.map((request) => (
              <li key={request._id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
                <p className="font-semibold text-slate-900">
                  {request.name}, {request.company} ·{' '}
                  <a href={`mailto:${request.email}`} className="font-normal text-brand-700">
                    {request.email}
                  </a>
                </p>
                <p className="mt-1 text-slate-700">
                  <DocumentName doc={{ kind: request.documentKind, language: request.documentLanguage }} /> ·{' '}
                  {request.productName}
                </p>
                <p className="mt-1 text-xs text-muted">
                  {format.timeAgo(request.createdAt)} ·{' '}
                  {t('admin.documentRequests.downloads', { count: request.downloadCount })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
