import type { ReactNode } from 'react';

/** What the swap form hands each swap kind's panel to place in its layout. */
export interface SwapParts {
  /** The two amount fields. */
  amounts: ReactNode;
  /** The quote's error box. */
  errors: ReactNode;
}
