import { useEffect, useRef, useState } from 'react';
import { DISPLAY_MS } from '@opswap/protocol/constants';

export type PriceFlash = 'up' | 'down' | null;

/**
 * 'up' or 'down' for 600 ms after the price moves that way between two readings; null before
 * the first reading, when it stays the same, and once the flash is over.
 */
export function usePriceFlash(price: bigint | null): PriceFlash {
  const previous = useRef(price);
  const [flash, setFlash] = useState<PriceFlash>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = price;
    if (before === null || price === null || before === price) {
      // A flash cut short by a reading without a move ends with it.
      setFlash(null);
      return;
    }
    setFlash(price > before ? 'up' : 'down');
    const timer = setTimeout(() => setFlash(null), DISPLAY_MS.priceFlash);
    return () => clearTimeout(timer);
  }, [price]);
  return flash;
}
