import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Briefcase, FlaskConical, Mail, MessageSquare, Users } from 'lucide-react';
import { Suspense, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminStats } from '@/contract/users';
import { Spinner } from '@/web/components/spinner';
import { api } from '@/web/lib/api-client';
import { pageTitle, usePageMeta } from '@/web/lib/page-meta';
import { DASHBOARD_TABS, type TabKey } from './tabs';

export const adminStatsKey = ['admin', 'stats'] as const;
export const useAdminStats = () =>
  useQuery({
    queryKey: adminStatsKey,
    queryFn: () => api.get<AdminStats>('/admin/stats'),
    refetchOnMount: 'always',
  });

const STAT_CARDS = [
  { key: 'users', label: 'Users', icon: Users },
  { key: 'products', label: 'Products', icon: FlaskConical },
  { key: 'comments', label: 'Comments', icon: MessageSquare },
  { key: 'careers', label: 'Career Posts', icon: Briefcase },
  { key: 'contacts', label: 'Contact Messages', icon: Mail },
] as const;

export default function DashboardPage() {
  usePageMeta({ title: pageTitle('Admin Dashboard') });
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as TabKey | null;
  const active = DASHBOARD_TABS.find((tab) => tab.key === requested) ?? DASHBOARD_TABS[0];
  const stats = useAdminStats();
  const tabList = useRef<HTMLDivElement>(null);

  // On a phone the tab strip scrolls sideways: bring the selected tab into view without moving the page.
  // Again once the counts arrive, as their badges widen the tabs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measures when the badges appear.
  useEffect(() => {
    const strip = tabList.current;
    const selected = strip?.querySelector<HTMLElement>(`[data-tab="${active.key}"]`);
    if (strip && selected)
      strip.scrollLeft = selected.offsetLeft - strip.clientWidth / 2 + selected.clientWidth / 2;
  }, [active.key, stats.isSuccess]);

  // A tab change replaces the history entry rather than adding one (spec §2, reading A).
  const selectTab = (key: TabKey) => setParams({ tab: key }, { replace: true });

  return (
    <div className="container-page py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Admin Dashboard</h1>
          <p className="text-sm text-muted">Manage the catalogue, customers and messages.</p>
        </div>
        <Link to="/admin/inquiries" className="btn-primary">
          Product Inquiries
          {stats.data && stats.data.newInquiries > 0 && (
            <span className="rounded-full bg-white/20 px-2 text-xs">{stats.data.newInquiries} new</span>
          )}
          <ArrowRight className="h-4 w-4" />
        </Link>
      </div>

      <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {STAT_CARDS.map(({ key, label, icon: Icon }) => (
          <div key={key} className="card flex items-center gap-3 p-4">
            <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
              <Icon className="h-5 w-5" aria-hidden />
            </span>
            <div>
              <div className="text-2xl font-bold text-slate-900" data-testid={`stat-${key}`}>
                {stats.data ? stats.data[key] : '–'}
              </div>
              <div className="text-xs text-muted">{label}</div>
            </div>
          </div>
        ))}
      </div>

      <div
        ref={tabList}
        className="relative mt-8 overflow-x-auto border-b border-slate-200"
        role="tablist"
        aria-label="Management"
      >
        <div className="flex min-w-max gap-1">
          {DASHBOARD_TABS.map((tab) => {
            const count = tab.badge && stats.data ? stats.data[tab.badge] : 0;
            const selected = tab.key === active.key;
            return (
              <button
                key={tab.key}
                type="button"
                role="tab"
                data-tab={tab.key}
                aria-selected={selected}
                onClick={() => selectTab(tab.key)}
                className={`flex items-center gap-2 border-b-2 px-4 py-2.5 text-sm font-medium ${
                  selected
                    ? 'border-brand-700 text-brand-700'
                    : 'border-transparent text-muted hover:text-slate-800'
                }`}
              >
                {tab.label}
                {count > 0 && (
                  <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
                    {count}
                  </span>
                )}
              </button>
            );
          })}
        </div>
      </div>

      <div className="mt-6" role="tabpanel">
        <Suspense fallback={<Spinner className="py-16" />}>
          <active.Component />
        </Suspense>
      </div>
    </div>
  );
}
