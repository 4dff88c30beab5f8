// /admin/inquiries: every pricing inquiry, for the staff who answer them.
import '@/web/i18n/bengali-font.css';
import { ArrowLeft } from 'lucide-react';
import { PAGES } from '@/contract/pages';
import { useT } from '@/web/i18n';
import { usePageMeta } from '@/web/lib/page-meta';
import { Link } from '@/web/lib/router';
import { InquiriesPanel } from './components/inquiries-panel';

export default function InquiriesPage() {
  const { t } = useT();
  usePageMeta(PAGES['/admin/inquiries']);
  return (
    <div className="container-page py-8">
      <Link to="/admin" className="inline-flex items-center gap-1 text-sm text-muted hover:text-slate-800">
        <ArrowLeft className="h-4 w-4" aria-hidden /> {t('admin.inquiries.pageBack')}
      </Link>
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
