import { ArrowRight, Briefcase, FlaskConical, Mail, MessageSquare, Users } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import type { MessageId } from '@/i18n/message-id';
import { Spinner } from '@/web/components/spinner';
import { useFormat, useT } from '@/web/i18n';
import { pageTitle, usePageMeta } from '@/web/lib/page-meta';
import { Link, useSearchParams } from '@/web/lib/router';
import { useAdminStats } from './api/get-admin-stats';
import { DASHBOARD_PANEL_ID, DashboardTabs, tabId } from './dashboard-tabs';
import type { DashboardTab, TabKey } from './tabs';

const STAT_CARDS = [
  { key: 'users', label: 'admin.stats.users', icon: Users },
  { key: 'products', label: 'admin.stats.products', icon: FlaskConical },
  { key: 'comments', label: 'admin.stats.comments', icon: MessageSquare },
  { key: 'careers', label: 'admin.stats.careers', icon: Briefcase },
  { key: 'contacts', label: 'admin.stats.contacts', icon: Mail },
] as const satisfies { key: string; label: MessageId; icon: unknown }[];

// The tabs of leads, whose panels point to the sales desk's one queue of them all.
const LEAD_TABS: ReadonlySet<TabKey> = new Set(['inquiries', 'samples', 'documentRequests', 'contacts']);

/**
 * The dashboard, with the management tabs each feature contributes (listed in app/) and, above them,
 * what other features add (`figures`: the sales desk's).
 */
export function DashboardPage({ tabs, figures }: { tabs: DashboardTab[]; figures?: ReactNode }) {
  const { t } = useT();
  const format = useFormat();
  usePageMeta({ title: pageTitle(t('admin.dashboard.title')) });
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as TabKey | null;
  const active = tabs.find((tab) => tab.key === requested) ?? tabs[0];
  const stats = useAdminStats();

  // A tab change replaces the history entry rather than adding one (spec §2, reading A).
  const selectTab = (key: TabKey) => setParams({ tab: key }, { replace: true });

  return (
    <div className="container-page py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('admin.dashboard.title')}</h1>
          <p className="text-sm text-muted">{t('admin.dashboard.intro')}</p>
        </div>
        <Link to="/admin/inquiries" className="btn-primary">
          {t('admin.dashboard.inquiriesLink')}
          {stats.data && stats.data.newInquiries > 0 && (
            <span className="rounded-full bg-white/20 px-2 text-xs">
              {t('admin.dashboard.newCount', { count: format.number(stats.data.newInquiries) })}
            </span>
          )}
          <ArrowRight className="h-4 w-4" />
        </Link>
      </div>

      {/* Cards grow to fill their row, so five never leave one stranded beside a gap: two, two and
          one across on a phone, five in a row on a desktop. */}
      <div className="mt-6 flex flex-wrap gap-3">
        {STAT_CARDS.map(({ key, label, icon: Icon }) => (
          <div
            key={key}
            data-testid={`stat-card-${key}`}
            className="card flex flex-[1_1_10rem] items-center gap-3 p-4"
          >
            <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
              <Icon className="h-5 w-5" aria-hidden />
            </span>
            <div>
              <div className="text-2xl font-bold text-slate-900" data-testid={`stat-${key}`}>
                {stats.data ? format.number(stats.data[key]) : '–'}
              </div>
              <div className="text-xs text-muted">{t(label)}</div>
            </div>
          </div>
        ))}
      </div>

      {figures}

      <DashboardTabs tabs={tabs} active={active.key} stats={stats.data} onSelect={selectTab} />

      <div id={DASHBOARD_PANEL_ID} className="mt-6" role="tabpanel" aria-labelledby={tabId(active.key)}>
        {/* The panel's heading, for those who move by headings: h1 page, h2 tab, h3 items. */}
        <h2 className="sr-only">{t(active.label)}</h2>
        {LEAD_TABS.has(active.key) && (
          <Link
            to="/admin/leads"
            className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
          >
            {t('admin.leads.link')} <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
        )}
        <Suspense fallback={<Spinner className="py-16" />}>
          <active.Component />
        </Suspense>
      </div>
    </div>
  );
}
