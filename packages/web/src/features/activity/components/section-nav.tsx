import { type RefObject, useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ACTIVITY_TABS, DASHBOARD_ENTRIES } from '@opswap/protocol/activity/activity-tabs';
import { routes } from '@opswap/protocol/routes/routes';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `shrink-0 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap ${
    isActive ? 'bg-accent text-accent-text' : 'text-muted hover:bg-surface-2 hover:text-text'
  }`;

/** On a phone the strip scrolls sideways: keep the open entry in view. */
function useActiveInView(nav: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const active = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (active && typeof active.scrollIntoView === 'function') {
      active.scrollIntoView({ block: 'nearest', inline: 'center' });
    }
  }, [nav, pathname]);
}

/** The /activity tabs, All Activity first; on a phone they scroll sideways. */
export function ActivityTabNav() {
  const nav = useRef<HTMLElement>(null);
  useActiveInView(nav);
  return (
    <nav
      ref={nav}
      aria-label="Activity tabs"
      className="-mx-4 overflow-x-auto px-4 scrollbar-none md:mx-0 md:px-0"
    >
      <ul className="flex w-max gap-1 rounded-full border border-line bg-surface p-1">
        {ACTIVITY_TABS.map((tab) => (
          <li key={tab.section}>
            <NavLink to={routes.activity(tab.activityPath)} end className={tabClass}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const sidebarClass = ({ isActive }: { isActive: boolean }) =>
  `block shrink-0 rounded-xl px-4 py-2 text-sm font-semibold whitespace-nowrap ${
    isActive ? 'bg-accent text-accent-text' : 'text-muted hover:bg-surface-2 hover:text-text'
  }`;

/** The dashboard shell's sidebar: a column on desktop, a sideways strip on a phone. */
export function DashboardSidebar() {
  const nav = useRef<HTMLElement>(null);
  useActiveInView(nav);
  return (
    <nav
      ref={nav}
      aria-label="Dashboard"
      className="-mx-4 overflow-x-auto px-4 scrollbar-none md:mx-0 md:px-0"
    >
      <ul className="flex gap-1 md:flex-col md:rounded-2xl md:border md:border-line md:bg-surface md:p-2">
        {DASHBOARD_ENTRIES.map((entry) => (
          <li key={entry.section}>
            <NavLink to={routes.dashboard(entry.dashboardPath)} end className={sidebarClass}>
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
