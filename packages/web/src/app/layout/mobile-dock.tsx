import { useCallback, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useDismiss } from '../../hooks/use-dismiss.ts';
import { NavIcon } from './nav-icon.tsx';
import { isNavItemActive, NAV_ITEMS, type NavItem } from './nav-items.ts';

const DOCK_ENTRY =
  'flex flex-1 flex-col items-center gap-0.5 rounded-xl px-1 py-1.5 text-[11px] font-semibold';

/** The bottom dock under 768 px: the main entries; one with sub-entries opens them above the dock. */
export function MobileDock() {
  const { pathname } = useLocation();
  const [openLabel, setOpenLabel] = useState<string | null>(null);
  const container = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpenLabel(null), []);
  useDismiss(container, openLabel !== null, close);
  const openItem = NAV_ITEMS.find((item) => item.label === openLabel);

  return (
    <nav
      ref={container}
      aria-label="Dock"
      className="relative border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      {openItem && <DockSheet item={openItem} onNavigate={close} />}
      <ul className="flex items-stretch gap-1 px-2 py-1.5">
        {NAV_ITEMS.map((item) => {
          const active = isNavItemActive(item, pathname);
          const color = active || openLabel === item.label ? 'text-accent' : 'text-muted';
          return (
            <li key={item.label} className="flex flex-1">
              {item.external ? (
                <a
                  href={item.to}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${DOCK_ENTRY} ${color}`}
                >
                  <NavIcon icon={item.icon} />
                  {item.label}
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              ) : (
                <button
                  type="button"
                  aria-expanded={openLabel === item.label}
                  aria-current={active ? 'page' : undefined}
                  onClick={() => setOpenLabel(openLabel === item.label ? null : item.label)}
                  className={`${DOCK_ENTRY} ${color}`}
                >
                  <NavIcon icon={item.icon} />
                  {item.label}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function DockSheet({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const links = item.overview
    ? [{ label: item.overview, to: item.to }, ...item.children]
    : item.children;
  return (
    <ul
      aria-label={`${item.label} pages`}
      className="absolute inset-x-2 bottom-full mb-2 rounded-2xl border border-line bg-surface p-1 shadow-2xl"
    >
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            onClick={onNavigate}
            className="block rounded-xl px-4 py-3 text-sm font-semibold text-text hover:bg-surface-2"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
