import { DISPLAY_MS } from '@opswap/protocol/constants';
import { TOKEN_PAGE_TEXTS } from '@opswap/protocol/market/token-page';
import { useCopy } from '../../../hooks/use-copy.ts';

interface CopyTextProps {
  /** The text put on the clipboard. */
  text: string;
  /** The accessible name, e.g. 'Copy wallet 0x…'. */
  label: string;
  /** What the button shows, e.g. the shortened address. */
  children: React.ReactNode;
}

/** Copies `text` on click and shows 'Copied!' for 2 s (spec 2: the token page's copied flag). */
export function CopyText({ text, label, children }: CopyTextProps) {
  const [copied, copy] = useCopy(DISPLAY_MS.copiedFlagTokenPage);
  return (
    <button
      type="button"
      onClick={() => copy(text)}
      aria-label={label}
      title={text}
      className="inline-flex items-center gap-1.5 rounded-md font-mono hover:text-text"
    >
      {children}
      {copied && (
        <span className="font-sans text-xs font-semibold text-success" aria-live="polite">
          {TOKEN_PAGE_TEXTS.copied}
        </span>
      )}
    </button>
  );
}
