// "My inquiries" on the profile: the signed-in buyer's requests, newest first, each opening its page.
import { Trans } from '@lingui/react';
import { ChevronRight, Inbox } from 'lucide-react';
import { useState } from 'react';
import type { MyInquirySummary } from '@/contract/tracking';
import type { MessageId } from '@/i18n/message-id';
import { EmptyState } from '@/web/components/empty-state';
import { Pagination } from '@/web/components/pagination';
import { Spinner } from '@/web/components/spinner';
import { useFormat, useT } from '@/web/i18n';
import { Link } from '@/web/lib/router';
import { useMyInquiries } from '../api/get-my-inquiries';
import { QuotationStateBadge } from './quotation-document';
import { useDocumentDates } from './use-document-dates';

export function MyInquiriesSection() {
  const [page, setPage] = useState(1);
  const query = useMyInquiries(page);
  const { t } = useT();
  return (
    <section id="my-inquiries" aria-labelledby="my-inquiries-heading" className="mt-8">
      <h2 id="my-inquiries-heading" className="text-xl font-bold text-slate-900">
        {t('account.myInquiries.heading')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('account.myInquiries.intro')}</p>
      <div className="mt-4">
        {query.isPending ? (
          <Spinner className="py-8" />
        ) : !query.data || query.data.inquiries.length === 0 ? (
          <EmptyState icon={Inbox} title={t('account.myInquiries.empty')}>
            <Trans
              id="account.myInquiries.emptyText"
              components={{ 0: <Link to="/" className="font-medium text-brand-700 hover:underline" /> }}
            />
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
  const { t } = useT();
  const format = useFormat();
  const dates = useDocumentDates();
  const names = inquiry.productNames;
  const products =
    names.length > 1
      ? t('account.myInquiries.products', { first: names[0], count: format.number(names.length - 1) })
      : names[0];
  return (
    <li>
      <Link
        to={`/profile/inquiries/${inquiry._id}`}
        className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50"
      >
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-slate-900">{products}</p>
          {inquiry.firstVariant && <p className="truncate text-sm text-slate-700">{inquiry.firstVariant}</p>}
          <p className="mt-0.5 text-xs text-muted">
            {inquiry.reference} · {dates.date(inquiry.submittedAt)} ·{' '}
            {t(`account.tracking.status.${inquiry.status}` as MessageId)}
          </p>
        </div>
        {inquiry.latestQuotation ? (
          <span className="flex shrink-0 flex-col items-end gap-1 text-xs text-muted sm:flex-row sm:items-center sm:gap-2">
            {t('account.myInquiries.quotation', { version: format.number(inquiry.latestQuotation.version) })}
            <QuotationStateBadge state={inquiry.latestQuotation.state} />
          </span>
        ) : (
          <span className="shrink-0 text-xs text-muted">{t('account.myInquiries.awaiting')}</span>
        )}
        <ChevronRight className="h-4 w-4 shrink-0 text-muted" aria-hidden />
      </Link>
    </li>
  );
}
