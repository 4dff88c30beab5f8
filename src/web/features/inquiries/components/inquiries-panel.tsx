// The admin's inquiry list: status filter, refresh, ten a page, and the detail of one inquiry. Used
// by the /admin/inquiries page and the dashboard's Inquiries tab.
import { CalendarDays, Inbox, Mail, MapPin, Phone, RefreshCw } from 'lucide-react';
import { INQUIRY_STATUS_FILTERS, type Inquiry } from '@/contract/inquiries';
import { FilterButtons } from '@/web/components/choice-controls';
import { EmptyState } from '@/web/components/empty-state';
import { PagedList } from '@/web/components/paged-list';
import { useFormat, useT } from '@/web/i18n';
import { useInquiries } from '../api/get-inquiries';
import { useInquiryParams } from '../use-inquiry-params';
import { InquiryDetailModal } from './inquiry-detail-modal';
import { useLineQuantity, useNeededByText } from './inquiry-lines';
import { InquiryStatusBadge } from './inquiry-status-badge';

export function InquiriesPanel() {
  const { t } = useT();
  const { status, page, openId, setStatus, setPage, open, close } = useInquiryParams();
  const statusFilters = INQUIRY_STATUS_FILTERS.map((value) => ({
    value,
    label: value === 'all' ? t('admin.inquiries.filterAll') : t(`admin.inquiryStatus.${value}`),
  }));
  const query = useInquiries(status, page);

  return (
    <section aria-label={t('admin.inquiries.label')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <FilterButtons
          legend={t('admin.inquiries.filterLegend')}
          options={statusFilters}
          value={status}
          onChange={setStatus}
        />
        <button
          type="button"
          className="btn-secondary self-start sm:self-auto"
          onClick={() => query.refetch()}
          disabled={query.isFetching}
        >
          <RefreshCw className={`h-4 w-4 ${query.isFetching ? 'animate-spin' : ''}`} aria-hidden />{' '}
          {t('admin.inquiries.refresh')}
        </button>
      </div>

      <PagedList
        query={query}
        loadingLabel={t('admin.inquiries.loading')}
        isEmpty={(data) => data.inquiries.length === 0}
        empty={
          <EmptyState icon={Inbox} title={t('admin.inquiries.emptyTitle')}>
            {status === 'all'
              ? t('admin.inquiries.emptyAll')
              : t('admin.inquiries.emptyStatus', {
                  status: t(`admin.inquiryStatus.${status}`).toLocaleLowerCase(),
                })}
          </EmptyState>
        }
        summary={({ pagination }) => t('admin.inquiries.count', { count: pagination.totalInquiries })}
        page={page}
        onPageChange={setPage}
      >
        {(data, dimmed) => (
          <ul className={`mt-3 space-y-3 ${dimmed}`}>
            {data.inquiries.map((inquiry) => (
              <li key={inquiry._id}>
                <InquiryRow inquiry={inquiry} onOpen={() => open(inquiry._id)} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>

      <InquiryDetailModal id={openId} onClose={close} />
    </section>
  );
}

function InquiryRow({ inquiry, onOpen }: { inquiry: Inquiry; onOpen: () => void }) {
  const { t } = useT();
  const format = useFormat();
  const lineQuantity = useLineQuantity();
  const neededByText = useNeededByText();
  return (
    <article
      className={`card flex gap-4 p-4 ${inquiry.status === 'new' ? 'border-l-4 border-l-blue-500' : ''}`}
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <h3 className="font-semibold text-slate-900">{inquiry.name}</h3>
          <span className="text-xs text-muted">{format.timeAgo(inquiry.createdAt)}</span>
        </div>
        <p className="text-sm text-brand-700">{inquiry.productName}</p>
        {inquiry.lines.some((line) => line.quantity !== null) && (
          <ul className="mt-1 text-sm text-slate-700" aria-label={t('admin.inquiries.productsAskedFor')}>
            {inquiry.lines.slice(0, 3).map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines' order is fixed.
              <li key={index} className="truncate">
                {line.productName}
                {lineQuantity(line) && <span className="font-semibold"> · {lineQuantity(line)}</span>}
              </li>
            ))}
            {inquiry.lines.length > 3 && (
              <li className="text-muted">
                {t('admin.inquiries.andMore', { count: format.number(inquiry.lines.length - 3) })}
              </li>
            )}
          </ul>
        )}
        {inquiry.inquiry && (
          <p className="mt-1 line-clamp-2 break-words text-sm text-slate-600">{inquiry.inquiry}</p>
        )}
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
          <span className="inline-flex items-center gap-1 break-all">
            <Mail className="h-3.5 w-3.5 shrink-0" aria-hidden /> {inquiry.email}
          </span>
          {inquiry.phone && (
            <span className="inline-flex items-center gap-1">
              <Phone className="h-3.5 w-3.5" aria-hidden /> {inquiry.phone}
            </span>
          )}
          {inquiry.deliveryLocation && (
            <span className="inline-flex items-center gap-1 break-all">
              <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden /> {inquiry.deliveryLocation}
            </span>
          )}
          {inquiry.neededBy && (
            <span className="inline-flex items-center gap-1">
              <CalendarDays className="h-3.5 w-3.5" aria-hidden />{' '}
              {t('admin.inquiries.neededBy', { date: neededByText(inquiry.neededBy) })}
            </span>
          )}
        </div>
      </div>
      <div className="flex shrink-0 flex-col items-end justify-between gap-2">
        <InquiryStatusBadge status={inquiry.status} isResolved={inquiry.isResolved} />
        <button type="button" className="btn-secondary px-3 py-1.5" onClick={onOpen}>
          {t('admin.inquiries.view')}
          <span className="sr-only">{t('admin.inquiries.viewFrom', { name: inquiry.name })}</span>
        </button>
      </div>
    </article>
  );
}
