import { type ReactNode, useRef } from 'react';
import { NavLink } from 'react-router';
import { useActiveInView } from '../hooks/use-active-in-view.ts';

export interface SidebarNavItem {
  to: string;
  label: string;
}

const sidebarClass = ({ isActive }: { isActive: boolean }) =>
  `block shrink-0 rounded-xl px-4 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${
    isActive ? 'bg-accent text-accent-text' : 'text-muted hover:bg-surface-2 hover:text-text'
  }`;

/** A section's sidebar: a column on desktop, a sideways strip on a phone. */
export function SidebarNav({ label, items }: { label: string; items: readonly SidebarNavItem[] }) {
  const nav = useRef<HTMLElement>(null);
  useActiveInView(nav);
  return (
    <nav
      ref={nav}
      aria-label={label}
      className="-mx-4 overflow-x-auto px-4 scrollbar-none md:mx-0 md:px-0"
    >
      <ul className="flex gap-1 md:flex-col md:rounded-2xl md:border md:border-line md:bg-surface md:p-2">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end className={sidebarClass}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A page with a sidebar beside its content (above it on a phone). */
export function SidebarLayout({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-6 md:flex-row md:gap-8 md:py-10">
      <aside className="md:w-60 md:shrink-0">{sidebar}</aside>
      <div className="flex min-w-0 flex-1 flex-col gap-4">{children}</div>
    </div>
  );
}
