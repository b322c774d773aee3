import { describe, expect, it } from 'vitest';
import { routes } from '../routes/routes.ts';
import {
  ACTIVITY_TABS,
  activityTabForPath,
  DASHBOARD_ENTRIES,
  dashboardEntryForPath,
  isDeploymentSection,
} from './activity-tabs.ts';

describe('the activity tabs', () => {
  it('come in the spec order, All Activity first', () => {
    expect(ACTIVITY_TABS.map((tab) => tab.label)).toEqual([
      'All Activity',
      'Active Listings',
      'Pools',
      'Reservations',
      'Tokens',
    ]);
  });

  it('live at /activity and its sub-routes', () => {
    expect(ACTIVITY_TABS.map((tab) => routes.activity(tab.activityPath))).toEqual([
      '/activity',
      '/activity/active-listings',
      '/activity/pools',
      '/activity/reservations',
      '/activity/tokens',
    ]);
  });

  it('title their pages as the spec does', () => {
    expect(ACTIVITY_TABS.map((tab) => tab.title)).toEqual([
      'Activity',
      'Active Listings',
      'Pools',
      'Reservations',
      'Tokens',
    ]);
  });

  it('are found by route param', () => {
    expect(activityTabForPath(undefined)?.label).toBe('All Activity');
    expect(activityTabForPath('reservations')?.label).toBe('Reservations');
    expect(activityTabForPath('nope')).toBeNull();
  });
});

describe('the dashboard sidebar', () => {
  it('lists the spec entries in order with their routes', () => {
    expect(
      DASHBOARD_ENTRIES.map((entry) => [entry.label, routes.dashboard(entry.dashboardPath)]),
    ).toEqual([
      ['Overview', '/dashboard'],
      ['Activity', '/dashboard/activity'],
      ['Deployments', '/dashboard/deployment'],
      ['Tokens', '/dashboard/tokens'],
      ['Reservations', '/dashboard/reservations'],
      ['Pools', '/dashboard/pools'],
      ['Active Listings', '/dashboard/listings'],
      ['Deploy Token', '/dashboard/deploy-token'],
      ['Deploy Farm', '/dashboard/deploy-farm'],
    ]);
  });

  it('finds entries by route param', () => {
    expect(dashboardEntryForPath(undefined)?.label).toBe('Overview');
    expect(dashboardEntryForPath('listings')?.section).toBe('active-listings');
    expect(dashboardEntryForPath('deploy-token')?.section).toBe('deploy-token');
    expect(dashboardEntryForPath('nope')).toBeNull();
  });

  it('tells the deployment pages from the activity sections', () => {
    expect(
      DASHBOARD_ENTRIES.filter((entry) => isDeploymentSection(entry.section)).map(
        (entry) => entry.dashboardPath,
      ),
    ).toEqual(['deployment', 'deploy-token', 'deploy-farm']);
  });
});
