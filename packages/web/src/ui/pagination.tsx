interface PaginationProps {
  page: number;
  pages: number;
  onPage(page: number): void;
  label?: string;
}

/** Previous and Next, disabled at the ends, with where the user is. */
export function Pagination({ page, pages, onPage, label = 'Pagination' }: PaginationProps) {
  const button =
    'rounded-full border border-line px-4 py-1.5 text-sm font-semibold hover:bg-surface-2 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-3">
      <button
        type="button"
        className={button}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span className="text-sm text-muted">
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className={button}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
