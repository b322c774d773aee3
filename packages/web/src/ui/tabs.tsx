import { useId, useRef } from 'react';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

export interface TabsProps<Id extends string> {
  /** The tabs, in display order. */
  tabs: readonly TabItem<Id>[];
  /** The id of the selected tab. */
  selected: Id;
  onSelect: (id: Id) => void;
  /** The tab list's accessible name, e.g. 'Sidebar sections'. */
  label: string;
  /** Renders the selected tab's panel (role="tabpanel"); omit to render panels yourself. */
  children?: React.ReactNode;
  /** 'pill' (default) for a segmented control, 'underline' for page tabs. */
  variant?: 'pill' | 'underline';
  className?: string;
}

/**
 * An ARIA tab list (role="tablist"/"tab", arrow keys, Home/End) with the selected tab's panel
 * below it. Controlled: the owner keeps the selection (state, store or route).
 */
export function Tabs<Id extends string>({
  tabs,
  selected,
  onSelect,
  label,
  children,
  variant = 'pill',
  className = '',
}: TabsProps<Id>) {
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: React.KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(tab.id))}`)?.focus();
  };

  const listClasses =
    variant === 'pill'
      ? 'flex gap-1 rounded-xl bg-surface-2 p-1'
      : 'flex gap-4 border-b border-line';

  return (
    <div className={className}>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        className={listClasses}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const active = tab.id === selected;
          const classes =
            variant === 'pill'
              ? `flex-1 rounded-lg px-3 py-1.5 text-sm font-semibold ${active ? 'bg-surface text-text shadow' : 'text-muted hover:text-text'}`
              : `-mb-px border-b-2 px-1 py-2 text-sm font-semibold ${active ? 'border-accent text-text' : 'border-transparent text-muted hover:text-text'}`;
          return (
            <button
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={children === undefined ? undefined : panelId}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={classes}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {children !== undefined && (
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className="pt-3">
          {children}
        </div>
      )}
    </div>
  );
}
