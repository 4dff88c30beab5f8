// /admin/inquiries: every pricing inquiry, for the staff who answer them.
import { PAGES } from '@/contract/pages';
import { BackLink } from '@/web/components/back-link';
import { useT } from '@/web/i18n';
import { usePageMeta } from '@/web/lib/page-meta';
import { InquiriesPanel } from './components/inquiries-panel';

export default function InquiriesPage() {
  const { t } = useT();
  usePageMeta(PAGES['/admin/inquiries']);
  return (
    <div className="container-page py-8">
      <BackLink to="/admin">{t('admin.inquiries.pageBack')}</BackLink>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{t('admin.inquiries.pageTitle')}</h1>
      <p className="text-sm text-muted">{t('admin.inquiries.pageIntro')}</p>
      <div className="mt-6">
        {/* For those who move by headings: h1 page, h2 list, h3 each inquiry. */}
        <h2 className="sr-only">{t('admin.inquiries.allInquiries')}</h2>
        <InquiriesPanel />
      </div>
    </div>
  );
}
