import { useTimedFlag } from './use-timed-flag.ts';

/**
 * Puts a text on the clipboard, and whether it was just copied (for `confirmMs`). Without clipboard
 * permission (or on an insecure page) nothing is copied, so nothing is confirmed.
 */
export function useCopy(confirmMs: number): [copied: boolean, copy: (text: string) => void] {
  const [copied, markCopied] = useTimedFlag(confirmMs);
  const copy = (text: string) => {
    navigator.clipboard.writeText(text).then(markCopied, () => undefined);
  };
  return [copied, copy];
}
