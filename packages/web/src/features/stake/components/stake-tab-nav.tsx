import { Link } from 'react-router';
import { routes, type StakeTabSegment } from '@opswap/protocol/routes/routes';
import { STAKE_TABS, STAKING_TEXTS } from '@opswap/protocol/staking/staking';

/** Stake, Claim, Unstake and Compound as links; the one the address names is current. */
export function StakeTabNav({ active }: { active: StakeTabSegment }) {
  return (
    <nav aria-label={STAKING_TEXTS.tabsLabel}>
      <ul className="flex gap-1 rounded-xl bg-surface-2 p-1">
        {STAKE_TABS.map((tab) => {
          const current = tab.segment === active;
          return (
            <li key={tab.segment} className="flex-1">
              <Link
                to={routes.stake(tab.segment)}
                aria-current={current ? 'page' : undefined}
                className={`block rounded-lg px-2 py-1.5 text-center text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${
                  current ? 'bg-accent text-accent-text' : 'text-muted hover:text-text'
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
