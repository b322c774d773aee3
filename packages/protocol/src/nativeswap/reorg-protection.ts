import { MAX_ACTIVATION_DELAY, REORG_LEVELS } from '../constants.ts';
import { NativeSwapError } from './native-swap-error.ts';
import { NATIVE_SWAP_REVERTS, fillTemplate } from './native-swap-reverts.ts';

/** The recommended reorg protection for a BTC amount: 1 block up to 0.002 BTC, 2 to 0.05, else 3. */
export function recommendedReorgProtectionBlocks(satoshis: bigint): number {
  for (const level of REORG_LEVELS) {
    if (level.upToSats === null || satoshis <= level.upToSats) return level.blocks;
  }
  throw new Error('REORG_LEVELS must end with an open level');
}

/** The reservation's activation delay: the protection blocks, or 0 when protection is off. */
export function activationDelay(reorgProtectionOn: boolean, protectionBlocks: number): number {
  return reorgProtectionOn ? protectionBlocks : 0;
}

/** A nonzero activation delay needs a timelock (CSV) output; a delay of 0 has none. */
export function needsTimelockOutput(delay: number): boolean {
  return delay > 0;
}

/** The contract caps the activation delay, at 3 blocks by default. */
export function checkActivationDelay(delay: number, maximum: number = MAX_ACTIVATION_DELAY): void {
  if (delay > maximum) {
    throw new NativeSwapError(
      fillTemplate(NATIVE_SWAP_REVERTS.activationDelayTooLong, { maximum }),
    );
  }
}

/**
 * The block the chain must reach before the swap may be sent: confirmation block + protection - 1
 * (the swap then lands in the next block, the first the contract accepts).
 */
export function swapExecutableFromBlock(
  confirmedAtBlock: number,
  protectionBlocks: number,
): number {
  return confirmedAtBlock + protectionBlocks - 1;
}

/** Blocks still to wait for reorg protection; 0 once the swap may be executed. */
export function reorgProtectionBlocksRemaining(
  confirmedAtBlock: number,
  protectionBlocks: number,
  currentBlock: number,
): number {
  return Math.max(0, swapExecutableFromBlock(confirmedAtBlock, protectionBlocks) - currentBlock);
}
