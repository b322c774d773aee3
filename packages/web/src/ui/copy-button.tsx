import { DISPLAY_MS } from '@opswap/protocol/constants';
import { useCopy } from '../hooks/use-copy.ts';

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  text: string;
  /** The accessible name, e.g. 'Copy address'. Default 'Copy'. */
  label?: string;
  /** Shown beside the icon, e.g. a shortened address; icon only when absent. */
  children?: React.ReactNode;
  className?: string;
}

/** Copies `text` and says 'Copied' for 3 s (spec: copy confirmation 3 s). */
export function CopyButton({ text, label = 'Copy', children, className = '' }: CopyButtonProps) {
  const [copied, copy] = useCopy(DISPLAY_MS.copyConfirmation);
  return (
    <button
      type="button"
      onClick={() => copy(text)}
      aria-label={copied ? 'Copied' : label}
      title={copied ? 'Copied' : label}
      className={`inline-flex items-center gap-1.5 rounded-md text-muted hover:text-text ${className}`}
    >
      {children}
      {copied ? (
        <span className="text-xs font-semibold text-success" aria-live="polite">
          Copied
        </span>
      ) : (
        <svg
          viewBox="0 0 20 20"
          className="size-4"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <rect x="7" y="7" width="10" height="10" rx="2" />
          <path d="M13 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2" />
        </svg>
      )}
    </button>
  );
}
