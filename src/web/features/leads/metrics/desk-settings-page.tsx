// /admin/leads/settings: the sales desk's settings. The holidays response times skip and the blocked
// list; the desk's other settings join them here.
import { BackLink } from '@/web/components/back-link';
import { useT } from '@/web/i18n';
import { pageTitle, usePageMeta } from '@/web/lib/page-meta';
import { BlockedEmailsPanel } from './components/blocked-emails-panel';
import { HolidaysEditor } from './components/holidays-editor';

export default function DeskSettingsPage() {
  const { t } = useT();
  usePageMeta({ title: pageTitle(t('admin.desk.settings.title')) });
  return (
    <div className="container-page max-w-3xl py-8">
      <BackLink to="/admin">{t('admin.desk.settings.back')}</BackLink>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{t('admin.desk.settings.title')}</h1>
      <p className="text-sm text-muted">{t('admin.desk.settings.intro')}</p>
      <div className="mt-6 space-y-6">
        <HolidaysEditor />
        <BlockedEmailsPanel />
      </div>
    </div>
  );
}
