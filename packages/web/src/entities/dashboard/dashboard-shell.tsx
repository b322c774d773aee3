import type { ReactNode } from 'react';
import { DASHBOARD_ENTRIES } from '@opswap/protocol/activity/activity-tabs';
import { MANAGE_FARMS_TEXTS } from '@opswap/protocol/deploy/deploy-texts';
import { routes } from '@opswap/protocol/routes/routes';
import { SidebarLayout, SidebarNav } from '../../ui/sidebar-nav.tsx';

const DASHBOARD_ITEMS = [
  ...DASHBOARD_ENTRIES.map((entry) => ({
    to: routes.dashboard(entry.dashboardPath),
    label: entry.label,
  })),
  // The farms overview is its own page (/farm), reached from the dashboard too.
  { to: routes.farm(), label: MANAGE_FARMS_TEXTS.farmsOverview },
];

/** The dashboard shell's sidebar: a column on desktop, a sideways strip on a phone. */
export function DashboardSidebar() {
  return <SidebarNav label="Dashboard" items={DASHBOARD_ITEMS} />;
}

/** A dashboard page: the shell's sidebar beside the page's content. */
export function DashboardShell({ children }: { children: ReactNode }) {
  return <SidebarLayout sidebar={<DashboardSidebar />}>{children}</SidebarLayout>;
}
