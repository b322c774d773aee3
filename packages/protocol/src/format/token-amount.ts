import { formatBalance } from './format-amount.ts';

/** An amount with its token's symbol, as every screen writes it: '1,234.5 MOTO'. */
export function formatTokenAmount(
  amount: bigint,
  token: { readonly decimals: number; readonly symbol: string },
): string {
  return `${formatBalance(amount, token.decimals)} ${token.symbol}`;
}
