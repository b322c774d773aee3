import { farmPageButtons, farmPageEnds } from '@opswap/protocol/farms/farm-list';

const BUTTON =
  'min-w-9 rounded-full border border-line px-3 py-1.5 text-sm font-semibold hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-40';

/** Previous, up to five page numbers around the current page, and Next, disabled at the ends. */
export function FarmPageNav({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage(page: number): void;
}) {
  const ends = farmPageEnds(page, pages);
  return (
    <nav aria-label="Farm pages" className="flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        className={BUTTON}
        disabled={!ends.previous}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      {farmPageButtons(page, pages).map((number) => (
        <button
          key={number}
          type="button"
          aria-label={`Page ${number}`}
          aria-current={number === page ? 'page' : undefined}
          className={`${BUTTON} ${number === page ? 'bg-accent text-accent-text' : ''}`}
          onClick={() => onPage(number)}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className={BUTTON}
        disabled={!ends.next}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
