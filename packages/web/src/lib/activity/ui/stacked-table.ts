/**
 * Class names for a table that is a table from 768 px up and a stack of cards below: each row
 * becomes a two-column grid, its cells placed with `order-*` classes, the header hidden (its
 * texts stay for screen readers through the table's own markup on wide screens).
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
