import { U64_MAX } from './amm-constants.ts';
import { AmmError } from './amm-error.ts';

/** The router deadline of a pool swap: the current block plus the block-deadline setting (u64). */
export function poolSwapDeadline(currentBlock: bigint, blockDeadline: bigint): bigint {
  if (currentBlock < 0n) throw new RangeError(`Negative block: ${currentBlock}`);
  if (blockDeadline < 0n) throw new RangeError(`Negative block deadline: ${blockDeadline}`);
  const deadline = currentBlock + blockDeadline;
  if (deadline > U64_MAX) throw new RangeError(`Deadline exceeds u64: ${deadline}`);
  return deadline;
}

/** The router's check: a transaction mined after its deadline block reverts with EXPIRED. */
export function assertDeadlineNotPassed(deadline: bigint, blockNumber: bigint): void {
  if (blockNumber > deadline) throw new AmmError('EXPIRED');
}

/** The block-deadline setting as the liquidity reviews show it: '1 block', '10 blocks'. */
export function deadlineBlocksText(blocks: number): string {
  return `${blocks} ${blocks === 1 ? 'block' : 'blocks'}`;
}
