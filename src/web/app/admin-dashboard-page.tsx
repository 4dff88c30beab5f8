// /admin: the admin feature's dashboard composed with every feature's management tab and the sales
// desk's figures (their own chunk, like the tabs).
import { lazy, Suspense } from 'react';
import { DashboardPage } from '@/web/features/admin/dashboard-page';
import { DASHBOARD_TABS } from './dashboard-tabs';

const DeskFigures = lazy(() => import('@/web/features/leads/metrics/desk-figures'));

export default function AdminDashboardPage() {
  return (
    <DashboardPage
      tabs={DASHBOARD_TABS}
      figures={
        <Suspense fallback={null}>
          <DeskFigures />
        </Suspense>
      }
    />
  );
}
