import { RESERVATION_LIFETIME_BLOCKS } from '../constants.ts';
import { NativeSwapError } from './native-swap-error.ts';
import { NATIVE_SWAP_REVERTS, fillTemplate } from './native-swap-reverts.ts';
import { TIMEOUT_AFTER_EXPIRATION_BLOCKS } from './contract-constants.ts';

/** The last block a reservation may be used in: creation + lifetime (6 blocks per the spec). */
export function reservationExpiryBlock(
  creationBlock: number,
  lifetimeBlocks: number = RESERVATION_LIFETIME_BLOCKS,
): number {
  return creationBlock + lifetimeBlocks;
}

/** Past its expiry block: a reservation is still usable in that block, expired in any after it. */
export function isPastExpiryBlock(expiresAtBlock: number, blockNumber: number): boolean {
  return blockNumber > expiresAtBlock;
}

/** A reservation is expired in any block after its expiry block. */
export function isReservationExpired(
  creationBlock: number,
  blockNumber: number,
  lifetimeBlocks: number = RESERVATION_LIFETIME_BLOCKS,
): boolean {
  return isPastExpiryBlock(reservationExpiryBlock(creationBlock, lifetimeBlocks), blockNumber);
}

/**
 * Blocks left before expiry as the execute screen counts them; 0 means expired. The next
 * transaction lands in the block after `currentBlock`, so at the creation block all of the
 * lifetime is left, and never more: a current block read before the reservation's own block (a
 * lagging poll) does not add blocks.
 */
export function reservationBlocksRemaining(
  expiresAtBlock: number,
  currentBlock: number,
  lifetimeBlocks: number = RESERVATION_LIFETIME_BLOCKS,
): number {
  return Math.min(lifetimeBlocks, Math.max(0, expiresAtBlock - currentBlock));
}

/**
 * The contract's consumability check (docs/native-swap.md#reorg-protection): never in the creation
 * block, and with a delay d only from creation + d.
 */
export function checkReservationConsumable(
  creationBlock: number,
  activationDelay: number,
  blockNumber: number,
): void {
  if (activationDelay === 0 && blockNumber === creationBlock) {
    throw new NativeSwapError(NATIVE_SWAP_REVERTS.consumedInSameBlock);
  }
  if (blockNumber < creationBlock + activationDelay) {
    throw new NativeSwapError(
      fillTemplate(NATIVE_SWAP_REVERTS.tooEarlyToConsume, {
        createdAt: creationBlock,
        delay: activationDelay,
      }),
    );
  }
}

/** The first block in which an unpaid reservation may be purged: one after its expiry block. */
export function reservationPurgeableFromBlock(
  creationBlock: number,
  lifetimeBlocks: number = RESERVATION_LIFETIME_BLOCKS,
): number {
  return reservationExpiryBlock(creationBlock, lifetimeBlocks) + 1;
}

/** The last block (inclusive) a user stays timed out after a purged, unpaid reservation. */
export function userTimeoutLastBlock(
  creationBlock: number,
  lifetimeBlocks: number = RESERVATION_LIFETIME_BLOCKS,
): number {
  return reservationExpiryBlock(creationBlock, lifetimeBlocks) + TIMEOUT_AFTER_EXPIRATION_BLOCKS;
}
