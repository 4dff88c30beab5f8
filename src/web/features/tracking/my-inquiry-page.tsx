// /profile/inquiries/{id}: one of the signed-in buyer's inquiries, the same view as the tracking link.
import { ArrowLeft } from 'lucide-react';
import { MY_INQUIRY_PAGE } from '@/contract/pages';
import { useT } from '@/web/i18n';
import { usePageMeta } from '@/web/lib/page-meta';
import { Link, useParams } from '@/web/lib/router';
import { InquiryLoader } from './components/inquiry-loader';

export default function MyInquiryPage() {
  usePageMeta(MY_INQUIRY_PAGE);
  const { inquiryId = '' } = useParams();
  const { t } = useT();
  return (
    <>
      <div className="container-page max-w-5xl pt-6 print:hidden">
        <Link
          to="/profile#my-inquiries"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden /> {t('account.tracking.myInquiries')}
        </Link>
      </div>
      <InquiryLoader source={{ inquiryId }} />
    </>
  );
}
