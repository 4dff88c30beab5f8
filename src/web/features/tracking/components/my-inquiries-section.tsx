// "My inquiries" on the profile: the signed-in buyer's requests, newest first, each opening its page.
import { ChevronRight, Inbox } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { INQUIRY_STATUS_LABELS } from '@/contract/inquiries';
import { formatDocumentDate, type MyInquirySummary } from '@/contract/tracking';
import { EmptyState } from '@/web/components/empty-state';
import { Pagination } from '@/web/components/pagination';
import { Spinner } from '@/web/components/spinner';
import { useMyInquiries } from '../api/get-my-inquiries';
import { QuotationStateBadge } from './quotation-document';

const products = (names: string[]) =>
  names.length > 1 ? `${names[0]} and ${names.length - 1} more` : names[0];

export function MyInquiriesSection() {
  const [page, setPage] = useState(1);
  const query = useMyInquiries(page);
  return (
    <section id="my-inquiries" aria-labelledby="my-inquiries-heading" className="mt-8">
      <h2 id="my-inquiries-heading" className="text-xl font-bold text-slate-900">
        My inquiries
      </h2>
      <p className="mt-1 text-sm text-muted">Price requests you sent while signed in, and our quotations.</p>
      <div className="mt-4">
        {query.isPending ? (
          <Spinner className="py-8" />
        ) : !query.data || query.data.inquiries.length === 0 ? (
          <EmptyState icon={Inbox} title="No inquiries yet">
            Ask for a price on any product and it will appear here.{' '}
            <Link to="/" className="font-medium text-brand-700 hover:underline">
              Browse the catalogue
            </Link>
          </EmptyState>
        ) : (
          <>
            <ul className="card divide-y divide-slate-200">
              {query.data.inquiries.map((inquiry) => (
                <MyInquiryRow key={inquiry._id} inquiry={inquiry} />
              ))}
            </ul>
            <Pagination
              currentPage={query.data.pagination.currentPage}
              totalPages={query.data.pagination.totalPages}
              onChange={setPage}
            />
          </>
        )}
      </div>
    </section>
  );
}

function MyInquiryRow({ inquiry }: { inquiry: MyInquirySummary }) {
  return (
    <li>
      <Link
        to={`/profile/inquiries/${inquiry._id}`}
        className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50"
      >
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-slate-900">{products(inquiry.productNames)}</p>
          <p className="mt-0.5 text-xs text-muted">
            {inquiry.reference} · {formatDocumentDate(inquiry.submittedAt)} ·{' '}
            {INQUIRY_STATUS_LABELS[inquiry.status]}
          </p>
        </div>
        {inquiry.latestQuotation ? (
          <span className="flex shrink-0 flex-col items-end gap-1 text-xs text-muted sm:flex-row sm:items-center sm:gap-2">
            Quotation v{inquiry.latestQuotation.version}
            <QuotationStateBadge state={inquiry.latestQuotation.state} />
          </span>
        ) : (
          <span className="shrink-0 text-xs text-muted">Awaiting quotation</span>
        )}
        <ChevronRight className="h-4 w-4 shrink-0 text-muted" aria-hidden />
      </Link>
    </li>
  );
}
