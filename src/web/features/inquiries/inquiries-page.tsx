// /admin/inquiries: every pricing inquiry, for the staff who answer them.
import '@/web/i18n/bengali-font.css';
import { PAGES } from '@/contract/pages';
import { AdminPageHeading } from '@/web/components/admin-page-heading';
import { useT } from '@/web/i18n';
import { usePageMeta } from '@/web/lib/page-meta';
import { InquiriesPanel } from './components/inquiries-panel';

export default function InquiriesPage() {
  const { t } = useT();
  usePageMeta(PAGES['/admin/inquiries']);
  return (
    <div className="container-page py-8">
      <AdminPageHeading
        back={t('admin.inquiries.pageBack')}
        title={t('admin.inquiries.pageTitle')}
        intro={t('admin.inquiries.pageIntro')}
      />
      <div className="mt-6">
        {/* For those who move by headings: h1 page, h2 list, h3 each inquiry. */}
        <h2 className="sr-only">{t('admin.inquiries.allInquiries')}</h2>
        <InquiriesPanel />
      </div>
    </div>
  );
}
