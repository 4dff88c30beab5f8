// /admin/leads/settings: the sales desk's settings. The holidays response times skip and the blocked
// list; the desk's other settings join them here.

import { AdminPageHeading } from '@/web/components/admin-page-heading';
import { useT } from '@/web/i18n';
import { pageTitle, usePageMeta } from '@/web/lib/page-meta';
import { BlockedEmailsPanel } from './components/blocked-emails-panel';
import { HolidaysEditor } from './components/holidays-editor';

export default function DeskSettingsPage() {
  const { t } = useT();
  const title = t('admin.desk.settings.title');
  usePageMeta({ title: pageTitle(title) });
  return (
    <div className="container-page max-w-3xl py-8">
      <AdminPageHeading
        back={t('admin.desk.settings.back')}
        title={title}
        intro={t('admin.desk.settings.intro')}
      />
      <div className="mt-6 space-y-6">
        <HolidaysEditor />
        <BlockedEmailsPanel />
      </div>
    </div>
  );
}
