// The dashboard's Outbox tab: every mail the site has queued, newest first, filtered by delivery
// state, with "Send again" on mail not yet sent; beside it, who gets the staff alerts, the site's
// display settings and the standard terms quotations carry.
import { AlertTriangle, MailCheck } from 'lucide-react';
import { MAIL_MESSAGES, type OutboxStatusFilter } from '@/contract/mail';
import { FilterButtons } from '@/web/components/choice-controls';
import { EmptyState } from '@/web/components/empty-state';
import { PagedList, useFilteredPages } from '@/web/components/paged-list';
import { SettingsCard } from '@/web/components/settings-card';
import { QuotationTermsPanel } from '@/web/features/quotations';
import { useT } from '@/web/i18n';
import { useOutbox } from './api/get-outbox';
import { useMailSettings } from './api/mail-settings';
import { MailSettingsEditor } from './components/mail-settings-editor';
import { OutboxMailCard } from './components/outbox-mail-card';
import { SiteSettingsPanel } from './components/site-settings-panel';

const FILTERS = ['all', 'pending', 'failed', 'sent'] as const satisfies OutboxStatusFilter[];

export default function OutboxTab() {
  const { t, msg } = useT();
  const filters = FILTERS.map((value) => ({
    value,
    label: value === 'all' ? t('admin.outbox.filter.all') : t(`admin.outbox.status.${value}`),
  }));
  const { filter: status, filterBy, page, setPage } = useFilteredPages<OutboxStatusFilter>('all');
  const query = useOutbox(status, page);
  const settings = useMailSettings();

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <section aria-label={t('admin.outbox.label')} className="min-w-0">
        {settings.data && !settings.data.smtpConfigured && (
          <p className="mb-4 flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span>{t('admin.outbox.noSmtp')}</span>
          </p>
        )}
        <FilterButtons
          legend={t('admin.outbox.filterLegend')}
          options={filters}
          value={status}
          onChange={filterBy}
        />
        <PagedList
          query={query}
          loadingLabel={t('admin.outbox.loading')}
          isEmpty={(data) => data.mails.length === 0}
          empty={<EmptyState icon={MailCheck} title={msg(MAIL_MESSAGES.empty)} />}
          summary={({ pagination }) => t('admin.outbox.count', { count: pagination.totalMails })}
          page={page}
          onPageChange={setPage}
        >
          {(data, dimmed) => (
            <div className={`mt-3 space-y-3 ${dimmed}`}>
              {data.mails.map((mail) => (
                <OutboxMailCard key={mail.id} mail={mail} />
              ))}
            </div>
          )}
        </PagedList>
      </section>

      <div className="space-y-6">
        <SettingsCard
          heading={t('admin.staffAlerts.heading')}
          intro={t('admin.staffAlerts.intro')}
          settings={settings.data}
        >
          {(data) => (
            <div className="mt-3">
              <MailSettingsEditor settings={data} />
            </div>
          )}
        </SettingsCard>

        <SiteSettingsPanel />

        <QuotationTermsPanel />
      </div>
    </div>
  );
}
