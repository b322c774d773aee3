import type { ReactNode } from 'react';
import { Link } from 'react-router';

const STYLES = {
  primary: 'bg-accent text-accent-text hover:opacity-90',
  secondary: 'border border-line hover:bg-surface-2',
} as const;

/** A rounded link styled as a button (Add Liquidity, Remove...). */
export function ActionLink({
  to,
  variant = 'secondary',
  label,
  children,
}: {
  to: string;
  variant?: keyof typeof STYLES;
  /** The accessible name when the visible text alone is ambiguous ('Add' on every card). */
  label?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      aria-label={label}
      className={`rounded-full px-4 py-2 text-center text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${STYLES[variant]}`}
    >
      {children}
    </Link>
  );
}
