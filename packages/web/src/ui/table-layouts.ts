/**
 * Class names for the two ways a data table fits a phone. STACKED: a table from 768 px up and a
 * stack of cards below: each row becomes a two-column grid, its cells placed with `order-*`
 * classes, the header hidden (its texts stay for screen readers through the table's own markup on
 * wide screens). SCROLL: always a table, scrolling sideways when it is wider than the screen.
 */
export const STACKED_TABLE = {
  frame: 'rounded-2xl border border-line bg-surface',
  table: 'block w-full text-left text-sm md:table',
  head: 'hidden border-b border-line text-xs text-muted uppercase md:table-header-group',
  headCell: 'px-4 py-3 font-semibold',
  body: 'block md:table-row-group',
  row: 'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1.5 border-b border-line px-4 py-3 last:border-b-0 md:table-row',
  cell: 'block md:table-cell md:px-4 md:py-3 md:align-middle',
  /** A cell in the right column on a phone. */
  end: 'justify-self-end text-right md:text-left',
} as const;

export const SCROLL_TABLE = {
  frame: 'overflow-x-auto rounded-2xl border border-line bg-surface',
  table: 'w-full text-left text-sm',
  head: 'border-b border-line text-xs text-muted uppercase',
  headCell: 'px-4 py-3 font-semibold',
  body: undefined,
  row: 'border-b border-line last:border-b-0',
  cell: 'px-4 py-3',
  /** A right-aligned column (amounts). */
  end: 'text-right',
} as const;

export type TableLayout = 'stacked' | 'scroll';

export const TABLE_LAYOUTS = { stacked: STACKED_TABLE, scroll: SCROLL_TABLE } as const;
