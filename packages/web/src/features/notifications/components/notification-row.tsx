import type { ReactNode } from 'react';
import { formatTimeAgo } from '@opswap/protocol/format/relative-time';
import { Link } from 'react-router';

const ACTION_CLASSES = {
  primary: 'bg-accent text-accent-text hover:opacity-90',
  secondary: 'border border-line hover:bg-surface-2',
} as const;

export interface NotificationAction {
  label: string;
  route: string;
  kind: keyof typeof ACTION_CLASSES;
}

/** The frame of one notification: a state dot, its title, how long ago, details and an action. */
export function NotificationRow({
  title,
  dotClass,
  timestamp,
  now,
  action,
  onNavigate,
  children,
}: {
  title: string;
  /** The background class of the state dot. */
  dotClass: string;
  timestamp: number;
  now: number;
  action: NotificationAction | null;
  onNavigate: () => void;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-1 px-4 py-3">
      <div className="flex items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold">
          <span aria-hidden="true" className={`size-2 rounded-full ${dotClass}`} />
          {title}
        </p>
        <span className="text-xs text-muted">{formatTimeAgo(timestamp, now)}</span>
      </div>
      {children}
      {action && (
        <Link
          to={action.route}
          onClick={onNavigate}
          className={`mt-1 self-start rounded-lg px-3 py-1.5 text-xs font-semibold ${ACTION_CLASSES[action.kind]}`}
        >
          {action.label}
        </Link>
      )}
    </li>
  );
}
