import type { PriceDirection } from '@opswap/protocol/market/price-change';

/** A price change's colour: green up, red down, muted flat or unknown. */
export function priceChangeClass(direction: PriceDirection | null | undefined): string {
  if (direction === 'up') return 'text-success';
  if (direction === 'down') return 'text-danger';
  return 'text-muted';
}
