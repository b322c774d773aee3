/** PostgreSQL takes at most 65,535 parameters a statement; inserts go in slices under that. */
const ROWS_PER_STATEMENT = 1_000;

export function chunks<T>(rows: readonly T[], size = ROWS_PER_STATEMENT): T[][] {
  const slices: T[][] = [];
  for (let start = 0; start < rows.length; start += size) {
    slices.push(rows.slice(start, start + size));
  }
  return slices;
}
