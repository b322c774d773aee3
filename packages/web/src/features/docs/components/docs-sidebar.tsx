import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { routes } from '@opswap/protocol/routes/routes';
import { DOC_GROUPS, DOC_PAGES } from '../doc-pages.ts';

/** The documentation hub's sidebar: a scrolling strip on phones, a column from 768 px. */
export function DocsSidebar() {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On phones the strip scrolls sideways: bring the open page's entry into view.
  useEffect(() => {
    nav.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [pathname]);
  return (
    <nav ref={nav} aria-label="Documentation" className="md:w-60 md:shrink-0">
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 scrollbar-none md:mx-0 md:flex-col md:gap-5 md:overflow-visible md:px-0">
        {DOC_GROUPS.map((group) => (
          <div key={group} className="contents md:block">
            <p className="hidden px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted md:block">
              {group}
            </p>
            <ul className="contents md:flex md:flex-col md:gap-0.5">
              {DOC_PAGES.filter((page) => page.group === group).map((page) => (
                <li key={page.slug} className="shrink-0">
                  <NavLink
                    to={routes.documentation(page.slug)}
                    className={({ isActive }) =>
                      `block whitespace-nowrap rounded-full px-3 py-1.5 text-sm md:rounded-lg md:whitespace-normal ${
                        isActive
                          ? 'bg-surface-2 font-semibold text-text'
                          : 'text-muted hover:bg-surface-2 hover:text-text'
                      }`
                    }
                  >
                    {page.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
