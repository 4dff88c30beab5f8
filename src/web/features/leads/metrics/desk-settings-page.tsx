// /admin/leads/settings: the sales desk's settings. The holidays response times skip and the blocked
// list; the desk's other settings join them here.
import { ArrowLeft } from 'lucide-react';
import { useT } from '@/web/i18n';
import { pageTitle, usePageMeta } from '@/web/lib/page-meta';
import { Link } from '@/web/lib/router';
import { BlockedEmailsPanel } from './components/blocked-emails-panel';
import { HolidaysEditor } from './components/holidays-editor';

export default function DeskSettingsPage() {
  const { t } = useT();
  usePageMeta({ title: pageTitle(t('admin.desk.settings.title')) });
  return (
    <div className="container-page max-w-3xl py-8">
      <Link to="/admin" className="inline-flex items-center gap-1 text-sm text-muted hover:text-slate-800">
        <ArrowLeft className="h-4 w-4" aria-hidden /> {t('admin.desk.settings.back')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{t('admin.desk.settings.title')}</h1>
      <p className="text-sm text-muted">{t('admin.desk.settings.intro')}</p>
      <div className="mt-6 space-y-6">
        <HolidaysEditor />
        <BlockedEmailsPanel />
      </div>
    </div>
  );
}
