/**
 * The activity dashboard's tabs (All Activity first) and the dashboard shell's sidebar (Overview,
 * Activity, Deployments, Tokens, Reservations, Pools, Active Listings, Deploy Token, Deploy Farm),
 * with their routes and page titles (docs/activity.md#dashboards, docs/deployments.md).
 */

import type { ActivityTabSegment, DashboardTabSegment } from '../routes/routes.ts';

export type ActivitySection =
  'overview' | 'all' | 'active-listings' | 'pools' | 'reservations' | 'tokens';

export interface ActivityTab {
  readonly section: Exclude<ActivitySection, 'overview'>;
  readonly label: string;
  /** The page title while the tab is open. */
  readonly title: string;
  /** The segment under /activity; none for /activity itself. */
  readonly activityPath?: ActivityTabSegment;
}

/** The /activity tabs, in the spec's order. */
export const ACTIVITY_TABS: readonly ActivityTab[] = [
  { section: 'all', label: 'All Activity', title: 'Activity' },
  {
    section: 'active-listings',
    label: 'Active Listings',
    title: 'Active Listings',
    activityPath: 'active-listings',
  },
  { section: 'pools', label: 'Pools', title: 'Pools', activityPath: 'pools' },
  {
    section: 'reservations',
    label: 'Reservations',
    title: 'Reservations',
    activityPath: 'reservations',
  },
  { section: 'tokens', label: 'Tokens', title: 'Tokens', activityPath: 'tokens' },
];

/** The dashboard's deployment pages (docs/deployments.md), shown by the deploy screens. */
export type DeploymentSection = 'deployments' | 'deploy-token' | 'deploy-farm';

export interface DashboardEntry {
  readonly section: ActivitySection | DeploymentSection;
  readonly label: string;
  readonly title: string;
  /** The segment under /dashboard; none for /dashboard itself. */
  readonly dashboardPath?: DashboardTabSegment;
}

/** The dashboard shell's sidebar, in the spec's order. */
export const DASHBOARD_ENTRIES: readonly DashboardEntry[] = [
  { section: 'overview', label: 'Overview', title: 'Activity' },
  { section: 'all', label: 'Activity', title: 'Activity', dashboardPath: 'activity' },
  {
    section: 'deployments',
    label: 'Deployments',
    title: 'Deployments',
    dashboardPath: 'deployment',
  },
  { section: 'tokens', label: 'Tokens', title: 'Tokens', dashboardPath: 'tokens' },
  {
    section: 'reservations',
    label: 'Reservations',
    title: 'Reservations',
    dashboardPath: 'reservations',
  },
  { section: 'pools', label: 'Pools', title: 'Pools', dashboardPath: 'pools' },
  {
    section: 'active-listings',
    label: 'Active Listings',
    title: 'Active Listings',
    dashboardPath: 'listings',
  },
  {
    section: 'deploy-token',
    label: 'Deploy Token',
    title: 'Deploy Token',
    dashboardPath: 'deploy-token',
  },
  {
    section: 'deploy-farm',
    label: 'Deploy Farm',
    title: 'Deploy Farm',
    dashboardPath: 'deploy-farm',
  },
];

const DEPLOYMENT_SECTIONS: ReadonlySet<string> = new Set<DeploymentSection>([
  'deployments',
  'deploy-token',
  'deploy-farm',
]);

/** Whether a dashboard entry is one of the deployment pages rather than an activity section. */
export function isDeploymentSection(
  section: ActivitySection | DeploymentSection,
): section is DeploymentSection {
  return DEPLOYMENT_SECTIONS.has(section);
}

/** The /activity tab a route param names (none: All Activity), or null for an unknown one. */
export function activityTabForPath(tab: string | undefined): ActivityTab | null {
  return ACTIVITY_TABS.find((entry) => entry.activityPath === tab) ?? null;
}

/** The dashboard entry a route param names (none: Overview), or null for an unknown one. */
export function dashboardEntryForPath(tab: string | undefined): DashboardEntry | null {
  return DASHBOARD_ENTRIES.find((entry) => entry.dashboardPath === tab) ?? null;
}
