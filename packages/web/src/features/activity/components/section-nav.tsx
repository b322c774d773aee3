import { useRef } from 'react';
import { NavLink } from 'react-router';
import { ACTIVITY_TABS } from '@opswap/protocol/activity/activity-tabs';
import { routes } from '@opswap/protocol/routes/routes';
import { useActiveInView } from '../../../hooks/use-active-in-view.ts';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `shrink-0 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap ${
    isActive ? 'bg-accent text-accent-text' : 'text-muted hover:bg-surface-2 hover:text-text'
  }`;

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
