import { useCallback, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronDownIcon } from '../../ui/icons.tsx';
import { useDismiss } from '../../hooks/use-dismiss.ts';
import { isNavItemActive, NAV_ITEMS, type NavItem } from './nav-items.ts';

const ENTRY =
  'flex items-center gap-1 rounded-full px-3 py-2 text-sm font-semibold transition-colors xl:px-2.5';

/** The desktop navigation (the header shows it from 768 px): each entry with its sub-entries in a dropdown. */
export function NavMenu() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className="pt-2 xl:pt-0">
      <ul className="flex items-center gap-0.5">
        {NAV_ITEMS.map((item) => (
          <li key={item.label}>
            {item.external ? (
              <a
                href={item.to}
                target="_blank"
                rel="noopener noreferrer"
                className={`${ENTRY} text-muted hover:bg-surface-2 hover:text-text`}
              >
                {item.label}
                <svg viewBox="0 0 20 20" className="size-3" aria-hidden="true">
                  <path d="M7 5h8v8M15 5l-9 9" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : (
              <NavDropdown item={item} active={isNavItemActive(item, pathname)} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NavDropdown({ item, active }: { item: NavItem; active: boolean }) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const menuId = useId();
  // Hovering opens the menu for as long as the pointer stays; a click pins it open (or closes it).
  const openedByHover = useRef(false);
  const close = useCallback(() => {
    openedByHover.current = false;
    setOpen(false);
  }, []);
  useDismiss(container, open, close);
  const onToggle = () => {
    if (open && openedByHover.current) openedByHover.current = false;
    else setOpen(!open);
  };
  return (
    <div
      ref={container}
      className="relative"
      onMouseEnter={() => {
        if (open) return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        if (openedByHover.current) close();
      }}
    >
      <div
        className={`flex items-center rounded-full text-sm font-semibold transition-colors ${
          active ? 'bg-surface-2 text-text' : 'text-muted hover:bg-surface-2/60 hover:text-text'
        }`}
      >
        <Link
          to={item.to}
          aria-current={active ? 'page' : undefined}
          onClick={close}
          className="py-2 pl-3 pr-1 xl:pl-2.5 xl:pr-0.5"
        >
          {item.label}
        </Link>
        <button
          type="button"
          aria-label={`${item.label} menu`}
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={onToggle}
          className="rounded-full py-2 pl-0.5 pr-2 xl:pr-1.5"
        >
          <ChevronDownIcon className="size-3.5" />
        </button>
      </div>
      {open && (
        <div id={menuId} className="absolute left-0 top-full z-50 pt-2">
          <ul className="w-48 rounded-xl border border-line bg-surface p-1 shadow-xl">
            {item.children.map((child) => (
              <li key={child.to}>
                <Link
                  to={child.to}
                  onClick={close}
                  className="block rounded-lg px-3 py-2 text-sm text-muted hover:bg-surface-2 hover:text-text"
                >
                  {child.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
