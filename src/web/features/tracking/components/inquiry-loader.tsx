// Loads the inquiry for either page and shows it, or says plainly that the link is not valid.
import { LinkIcon } from 'lucide-react';
import { COMPANY } from '@/contract/site';
import { TRACKING_MESSAGES } from '@/contract/tracking';
import { PageSpinner } from '@/web/components/spinner';
import { useT } from '@/web/i18n';
import { ApiError, errorMessage } from '@/web/lib/api-client';
import { Link } from '@/web/lib/router';
import { useTrackedInquiry } from '../api/get-tracked-inquiry';
import type { InquirySource } from '../api/tracking-keys';
import { InquiryTrackingView } from './inquiry-tracking-view';

export function InquiryLoader({ source }: { source: InquirySource }) {
  const query = useTrackedInquiry(source);
  const { t, msg } = useT();
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="container-page flex justify-center py-16">
        <div className="card max-w-md p-8 text-center">
          <LinkIcon className="mx-auto h-10 w-10 text-brand-700" aria-hidden />
          <h1 className="mt-3 text-xl font-bold text-slate-900">
            {notFound ? t('account.tracking.badLink') : msg(TRACKING_MESSAGES.loadFailed)}
          </h1>
          <p className="mt-2 text-sm text-muted">
            {msg(errorMessage(query.error, TRACKING_MESSAGES.loadFailed))}
          </p>
          <p className="mt-2 text-sm text-muted">
            {COMPANY.phones[0]} · {COMPANY.email}
          </p>
          <Link to="/contact" className="btn-primary mt-6">
            {t('account.tracking.contactUs')}
          </Link>
        </div>
      </div>
    );
  }
  return <InquiryTrackingView inquiry={query.data} source={source} />;
}
