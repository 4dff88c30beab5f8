// /admin: the admin feature's dashboard composed with every feature's management tab.
import { DashboardPage } from '@/web/features/admin/dashboard-page';
import { DASHBOARD_TABS } from './dashboard-tabs';

export default function AdminDashboardPage() {
  return <DashboardPage tabs={DASHBOARD_TABS} />;
}
