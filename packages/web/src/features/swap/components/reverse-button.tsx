/** The arrow between the two sides: reverses the swap's direction. */
export function ReverseButton({ onReverse }: { onReverse: () => void }) {
  return (
    <div className="relative z-10 -my-4 flex justify-center">
      <button
        type="button"
        onClick={onReverse}
        aria-label="Reverse swap direction"
        className="rounded-xl border-4 border-surface bg-surface-2 p-1.5 text-muted hover:text-accent"
      >
        <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
          <path
            d="M7 3v13M7 16l-3-3M7 16l3-3M13 17V4M13 4l-3 3M13 4l3 3"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </div>
  );
}
