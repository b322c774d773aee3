import { Link } from 'react-router';
import { routes } from '@opswap/protocol/routes/routes';

/** The opswap mark and name, linking home. */
export function Logo() {
  return (
    <Link to={routes.home()} aria-label="opswap home" className="flex shrink-0 items-center gap-2">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <circle cx="16" cy="16" r="15" fill="var(--accent)" />
        <path
          d="M10 13h12l-3-3M22 19H10l3 3"
          fill="none"
          stroke="var(--accent-text)"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="hidden text-xl font-extrabold tracking-tight sm:inline">opswap</span>
    </Link>
  );
}
