import { AmmError } from '@opswap/protocol/amm/amm-error';
import type { AmmErrorReason } from '@opswap/protocol/amm/amm-error';
import { Revert } from '../vm/revert.ts';

/**
 * MotoSwap reverts carry a prefix before the Uniswap reason: the only string known from the
 * public MotoSwap tests is 'Motoswap: K', so every pool, router and factory reason uses it. The
 * product's error catalogue matches the reason with or without the prefix.
 */
export const AMM_REVERT_PREFIX = 'Motoswap: ';

export function ammRevert(reason: AmmErrorReason): Revert {
  return new Revert(`${AMM_REVERT_PREFIX}${reason}`);
}

/** Runs the protocol's AMM math, turning its AmmError into the contract's revert. */
export function ammMath<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof AmmError) throw ammRevert(error.reason);
    throw error;
  }
}
