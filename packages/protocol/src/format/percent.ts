import { groupThousands } from './format-amount.ts';

/** Basis points as a percent with two decimals, truncated: 12 gives '0.12%', 12345 '123.45%'. */
export function formatBasisPointsPercent(bps: bigint): string {
  const sign = bps < 0n ? '-' : '';
  const magnitude = bps < 0n ? -bps : bps;
  const hundredths = (magnitude % 100n).toString().padStart(2, '0');
  return `${sign}${groupThousands(magnitude / 100n)}.${hundredths}%`;
}
