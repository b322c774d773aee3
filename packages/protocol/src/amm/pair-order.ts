import { AmmError } from './amm-error.ts';

/** A pool's two tokens in the order the factory stores them. */
export interface SortedPair {
  token0: string;
  token1: string;
}

const HEX_ADDRESS = /^(0x)?[0-9a-fA-F]+$/;

function addressValue(address: string): bigint {
  if (!HEX_ADDRESS.test(address)) throw new TypeError(`Not a hex address: ${address}`);
  return BigInt(address.startsWith('0x') ? address : `0x${address}`);
}

/** Sorts two token addresses by their bytes (token0 < token1), as the factory orders a pair. */
export function sortTokens(tokenA: string, tokenB: string): SortedPair {
  const a = addressValue(tokenA);
  const b = addressValue(tokenB);
  if (a === b) throw new AmmError('IDENTICAL_ADDRESSES');
  const [token0, token1] = a < b ? [tokenA, tokenB] : [tokenB, tokenA];
  if (addressValue(token0) === 0n) throw new AmmError('ZERO_ADDRESS');
  return { token0, token1 };
}

/** A pool's state in the caller's token order (A, B), as the mint and the burn see it. */
export interface PairPoolState {
  reserveA: bigint;
  reserveB: bigint;
  /** LP tokens in circulation. */
  totalSupply: bigint;
}

/**
 * A pool's reserves in the caller's order: the pool stores them by token0/token1 (the sorted pair),
 * the screens name the tokens A and B.
 */
export function reservesInPairOrder(
  tokenA: string,
  token0: string,
  reserve0: bigint,
  reserve1: bigint,
): { reserveA: bigint; reserveB: bigint } {
  const aIsToken0 = normalizeAddress(tokenA) === normalizeAddress(token0);
  return aIsToken0
    ? { reserveA: reserve0, reserveB: reserve1 }
    : { reserveA: reserve1, reserveB: reserve0 };
}

function normalizeAddress(address: string): string {
  return address.toLowerCase().replace(/^0x/, '');
}
