// The admin's inquiry list: status filter, refresh, ten a page, and the detail of one inquiry. Used
// by the /admin/inquiries page and the dashboard's Inquiries tab.
import { CalendarDays, Inbox, Mail, MapPin, Phone, RefreshCw } from 'lucide-react';
import { INQUIRY_STATUS_FILTERS, INQUIRY_STATUS_LABELS, type Inquiry } from '@/contract/inquiries';
import { timeAgo } from '@/i18n/dates';
import { EmptyState } from '@/web/components/empty-state';
import { FilterButtons } from '@/web/components/filter-buttons';
import { PagedList } from '@/web/components/paged-list';
import { usePageInRange } from '@/web/lib/use-page-in-range';
import { useInquiries } from '../api/get-inquiries';
import { useInquiryParams } from '../use-inquiry-params';
import { InquiryDetailModal } from './inquiry-detail-modal';
import { lineQuantity, neededByText } from './inquiry-lines';
import { InquiryStatusBadge } from './inquiry-status-badge';

const STATUS_FILTERS = INQUIRY_STATUS_FILTERS.map((value) => ({
  value,
  label: value === 'all' ? 'All' : INQUIRY_STATUS_LABELS[value],
}));

export function InquiriesPanel() {
  const { status, page, openId, setStatus, setPage, open, close } = useInquiryParams();
  const query = useInquiries(status, page);

  usePageInRange(page, query.data?.pagination.totalPages, setPage);

  return (
    <section aria-label="Product inquiries">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <FilterButtons
          legend="Filter by status"
          options={STATUS_FILTERS}
          value={status}
          onChange={setStatus}
        />
        <button
          type="button"
          className="btn-secondary self-start sm:self-auto"
          onClick={() => query.refetch()}
          disabled={query.isFetching}
        >
          <RefreshCw className={`h-4 w-4 ${query.isFetching ? 'animate-spin' : ''}`} aria-hidden /> Refresh
        </button>
      </div>

      <PagedList
        query={query}
        loadingLabel="Loading inquiries"
        isEmpty={(data) => data.inquiries.length === 0}
        empty={
          <EmptyState icon={Inbox} title="No Inquiries Found">
            {status === 'all'
              ? 'Pricing requests from the product pages will appear here.'
              : `No inquiries are ${INQUIRY_STATUS_LABELS[status].toLowerCase()}.`}
          </EmptyState>
        }
        summary={({ pagination }) =>
          `${pagination.totalInquiries} inquir${pagination.totalInquiries === 1 ? 'y' : 'ies'}`
        }
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
  return (
    <article
      className={`card flex gap-4 p-4 ${inquiry.status === 'new' ? 'border-l-4 border-l-blue-500' : ''}`}
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <h3 className="font-semibold text-slate-900">{inquiry.name}</h3>
          <span className="text-xs text-muted">{timeAgo(inquiry.createdAt)}</span>
        </div>
        <p className="text-sm text-brand-700">{inquiry.productName}</p>
        {inquiry.lines.some((line) => line.quantity !== null) && (
          <ul className="mt-1 text-sm text-slate-700" aria-label="Products asked for">
            {inquiry.lines.slice(0, 3).map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines' order is fixed.
              <li key={index} className="truncate">
                {line.productName}
                {lineQuantity(line) && <span className="font-semibold"> · {lineQuantity(line)}</span>}
              </li>
            ))}
            {inquiry.lines.length > 3 && <li className="text-muted">and {inquiry.lines.length - 3} more</li>}
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
              <CalendarDays className="h-3.5 w-3.5" aria-hidden /> Needed by {neededByText(inquiry.neededBy)}
            </span>
          )}
        </div>
      </div>
      <div className="flex shrink-0 flex-col items-end justify-between gap-2">
        <InquiryStatusBadge status={inquiry.status} isResolved={inquiry.isResolved} />
        <button type="button" className="btn-secondary px-3 py-1.5" onClick={onOpen}>
          View<span className="sr-only"> inquiry from {inquiry.name}</span>
        </button>
      </div>
    </article>
  );
}
