import { NavLink } from 'react-router';
import { routes } from '@opswap/protocol/routes/routes';
import { EXPLORE_TABS } from '../explore-tabs.ts';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `shrink-0 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-accent ${
    isActive ? 'bg-accent text-accent-text' : 'text-muted hover:bg-surface-2 hover:text-text'
  }`;

/** Overview, Tokens and Pools. */
export function ExploreTabNav() {
  return (
    <nav aria-label="Explore tabs">
      <ul className="flex w-max gap-1 rounded-full border border-line bg-surface p-1">
        {EXPLORE_TABS.map((tab) => (
          <li key={tab.label}>
            <NavLink to={routes.explore(tab.segment)} end className={tabClass}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
