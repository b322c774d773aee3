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
