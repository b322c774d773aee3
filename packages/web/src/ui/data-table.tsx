import type { ReactNode } from 'react';
import { TABLE_LAYOUTS, type TableLayout } from './table-layouts.ts';

export interface TableColumn {
  /** The header's content: its text, or a control such as a sort button. */
  label: ReactNode;
  /** Right-aligned, as amounts are (the layout's `end` cells). */
  end?: boolean;
  /** The column the rows are sorted by, and in which direction. */
  sort?: 'ascending' | 'descending';
}

interface DataTableProps {
  layout: TableLayout;
  /** What the table holds, for screen readers ('Your activity'). */
  caption: string;
  columns: readonly TableColumn[];
  /** The body rows, laid out with the same layout's row and cell classes. */
  children: ReactNode;
}

/** A captioned table with a header row, in one of the two phone layouts of table-layouts.ts. */
export function DataTable({ layout, caption, columns, children }: DataTableProps) {
  const classes = TABLE_LAYOUTS[layout];
  return (
    <div className={classes.frame}>
      <table className={classes.table}>
        <caption className="sr-only">{caption}</caption>
        <thead className={classes.head}>
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                aria-sort={column.sort}
                className={column.end ? `${classes.headCell} ${classes.end}` : classes.headCell}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={classes.body}>{children}</tbody>
      </table>
    </div>
  );
}
