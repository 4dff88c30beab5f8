// /profile/inquiries/{id}: one of the signed-in buyer's inquiries, the same view as the tracking link.

import { MY_INQUIRY_PAGE } from '@/contract/pages';
import { BackLink } from '@/web/components/back-link';
import { useT } from '@/web/i18n';
import { usePageMeta } from '@/web/lib/page-meta';
import { useParams } from '@/web/lib/router';
import { InquiryLoader } from './components/inquiry-loader';

export default function MyInquiryPage() {
  usePageMeta(MY_INQUIRY_PAGE);
  const { inquiryId = '' } = useParams();
  const { t } = useT();
  return (
    <>
      <div className="container-page max-w-5xl pt-6 print:hidden">
        <BackLink to="/profile#my-inquiries" tone="brand">
          {t('account.tracking.myInquiries')}
        </BackLink>
      </div>
      <InquiryLoader source={{ inquiryId }} />
    </>
  );
}
