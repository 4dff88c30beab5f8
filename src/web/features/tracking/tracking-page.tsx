// /quotes/{token}: the buyer's private page for one inquiry, opened from the link in their e-mail.

import { TRACKING_PAGE } from '@/contract/pages';
import { usePageMeta } from '@/web/lib/page-meta';
import { useParams } from '@/web/lib/router';
import { InquiryLoader } from './components/inquiry-loader';

export default function TrackingPage() {
  usePageMeta(TRACKING_PAGE);
  const { token = '' } = useParams();
  return <InquiryLoader source={{ token }} />;
}
