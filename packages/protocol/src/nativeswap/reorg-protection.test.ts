import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activationDelay,
  checkActivationDelay,
  needsTimelockOutput,
  recommendedReorgProtectionBlocks,
  reorgProtectionBlocksRemaining,
  swapExecutableFromBlock,
} from './reorg-protection.ts';
import { checkReservationConsumable } from './reservation-lifecycle.ts';

describe('recommendedReorgProtectionBlocks', () => {
  it('recommends 1 block up to 0.002 BTC, 2 up to 0.05 BTC, 3 above', () => {
    expect(recommendedReorgProtectionBlocks(0n)).toBe(1);
    expect(recommendedReorgProtectionBlocks(200_000n)).toBe(1);
    expect(recommendedReorgProtectionBlocks(200_001n)).toBe(2);
    expect(recommendedReorgProtectionBlocks(5_000_000n)).toBe(2);
    expect(recommendedReorgProtectionBlocks(5_000_001n)).toBe(3);
    expect(recommendedReorgProtectionBlocks(10n ** 15n)).toBe(3);
  });
});

describe('activation delay', () => {
  it('is 0 with protection off, else the protection blocks', () => {
    expect(activationDelay(false, 2)).toBe(0);
    expect(activationDelay(true, 2)).toBe(2);
  });

  it('needs a timelock output only when nonzero', () => {
    expect(needsTimelockOutput(0)).toBe(false);
    expect(needsTimelockOutput(1)).toBe(true);
  });

  it('may not exceed 3 blocks', () => {
    expect(() => checkActivationDelay(3)).not.toThrow();
    expect(() => checkActivationDelay(4)).toThrow(
      'NATIVE_SWAP: Activation delay cannot be greater than 3.',
    );
  });

  it('takes a configured maximum', () => {
    expect(() => checkActivationDelay(2, 2)).not.toThrow();
    expect(() => checkActivationDelay(3, 2)).toThrow(
      'NATIVE_SWAP: Activation delay cannot be greater than 2.',
    );
  });
});

describe('swap execution after reorg protection', () => {
  it('waits until confirmation block + protection - 1', () => {
    expect(swapExecutableFromBlock(100, 2)).toBe(101);
    expect(reorgProtectionBlocksRemaining(100, 2, 100)).toBe(1);
    expect(reorgProtectionBlocksRemaining(100, 2, 101)).toBe(0);
    expect(reorgProtectionBlocksRemaining(100, 2, 150)).toBe(0);
    expect(reorgProtectionBlocksRemaining(100, 3, 100)).toBe(2);
    expect(reorgProtectionBlocksRemaining(100, 1, 100)).toBe(0);
  });

  it('agrees with the contract: ready at the tip means the next block may consume it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 10 }),
        (delay, tipAfterConfirmation) => {
          const confirmedAt = 1_000;
          const tip = confirmedAt + tipAfterConfirmation;
          const ready = reorgProtectionBlocksRemaining(confirmedAt, delay, tip) === 0;
          const consume = () => checkReservationConsumable(confirmedAt, delay, tip + 1);
          if (ready) expect(consume).not.toThrow();
          else expect(consume).toThrow();
        },
      ),
    );
  });
});
