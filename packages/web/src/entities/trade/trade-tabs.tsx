import { Link, useLocation } from 'react-router';
import { routes } from '@opswap/protocol/routes/routes';

const TABS = [
  { label: 'Swap', to: routes.home() },
  { label: 'Send', to: routes.send() },
] as const;

/** The Swap and Send tabs every swap screen shows (links to / and /send). */
export function TradeTabs() {
  const { pathname } = useLocation();
  const onSend = pathname.startsWith(routes.send());
  return (
    <nav aria-label="Trade" className="flex gap-1 rounded-full bg-surface-2 p-1">
      {TABS.map((tab) => {
        const current = tab.to === routes.send() ? onSend : !onSend;
        return (
          <Link
            key={tab.to}
            to={tab.to}
            aria-current={current ? 'page' : undefined}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold ${
              current ? 'bg-accent text-accent-text' : 'text-muted hover:text-text'
            }`}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
