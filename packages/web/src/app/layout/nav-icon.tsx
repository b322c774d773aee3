import type { NavItem } from './nav-items.ts';
import { LineIcon } from '../../ui/icons.tsx';

const PATHS: Record<NavItem['icon'], string> = {
  trade: 'M4 8h14l-4-4M20 16H6l4 4',
  pool: 'M12 3c3 4 6 7.5 6 11a6 6 0 0 1-12 0c0-3.5 3-7 6-11z',
  stake: 'M12 3l8 4-8 4-8-4 8-4zM4 12l8 4 8-4M4 17l8 4 8-4',
  explore: 'M11 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14zM16 16l4 4',
  activity: 'M3 12h4l3-7 4 14 3-7h4',
  farm: 'M12 21V10M12 10c0-4 3-6 7-6 0 4-3 6-7 6zM12 14c0-3-2.5-5-6-5 0 3 2.5 5 6 5z',
};

/** The line icon of a navigation entry (the mobile dock shows them). */
export function NavIcon({
  icon,
  className = 'size-5',
}: {
  icon: NavItem['icon'];
  className?: string;
}) {
  return (
    <LineIcon className={className}>
      <path d={PATHS[icon]} />
    </LineIcon>
  );
}
