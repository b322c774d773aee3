import type { LiquidityQueue } from './liquidity-queue.ts';
import { availableLiquidity } from './providers.ts';

/**
 * Restores one expired, unpaid reservation (A.11): its tokens go back to the providers, who move
 * to the front of the line (or are reset when only dust is left), and the buyer is timed out.
 * Returns the number of provider entries restored.
 */
function restoreReservation(queue: LiquidityQueue, block: bigint, index: number): number {
  const reservation = queue.reservations.load(BigInt(`0x${queue.blocks.keyAt(block, index)}`));
  let purgedAmount = 0n;
  for (const entry of reservation.entries) {
    const provider = queue.providers.get(entry.providerKey);
    queue.unreserve(provider, entry.amount);
    purgedAmount += entry.amount;
    if (provider.reserved === 0n && queue.isDust(availableLiquidity(provider))) {
      queue.resetProvider(provider);
    } else {
      queue.pushToPurgeQueue(provider);
    }
  }
  reservation.purged = true;
  reservation.timedOut = true;
  queue.reservations.save(reservation);
  queue.blocks.deactivate(block, index);
  queue.emit('ReservationPurged', [
    reservation.id,
    queue.block,
    block,
    index,
    reservation.entries.length,
    purgedAmount,
  ]);
  return reservation.entries.length;
}

/**
 * Purges the reservations that expired (created more than the lifetime ago), oldest block first,
 * until the budget of provider entries is spent; whole reservations are always finished.
 */
export function purgeExpiredReservations(queue: LiquidityQueue): void {
  const lifetime = BigInt(queue.env.config.reservationLifetimeBlocks);
  if (queue.block <= lifetime) return;
  const purgeBefore = queue.block - lifetime;
  const budget = queue.env.config.purgeBudget;
  const blocks = queue.blocks.blocks;
  let restored = 0;
  let start = blocks.start;
  while (start < blocks.length && restored < budget) {
    const block = BigInt(blocks.at(start));
    if (block >= purgeBefore) break;
    const count = queue.blocks.count(block);
    let cursor = queue.blocks.cursor(block);
    while (cursor < count && restored < budget) {
      if (queue.blocks.isActive(block, cursor))
        restored += restoreReservation(queue, block, cursor);
      cursor += 1;
    }
    queue.blocks.setCursor(block, cursor);
    if (cursor < count) break;
    start += 1;
  }
  if (start !== blocks.start) {
    blocks.moveStart(start);
    queue.pool.lastPurgedBlock =
      start >= blocks.length ? purgeBefore : BigInt(blocks.at(start)) - 1n;
  }
  if (restored > 0) queue.cleanUpQueues();
}
