import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REORG_PROTECTION_CHOICE,
  REORG_LEVEL_REQUIRED,
  activationDelayOfChoice,
  chosenReorgLevel,
  reorgLevelOptions,
} from './reorg-protection-choice.ts';

describe('reorg protection choice', () => {
  it('is on by default and follows the recommended level for the amount', () => {
    expect(chosenReorgLevel(DEFAULT_REORG_PROTECTION_CHOICE, 100_000n)).toBe(1);
    expect(chosenReorgLevel(DEFAULT_REORG_PROTECTION_CHOICE, 1_000_000n)).toBe(2);
    expect(chosenReorgLevel(DEFAULT_REORG_PROTECTION_CHOICE, 10_000_000n)).toBe(3);
  });

  it('keeps the picked level whatever the amount', () => {
    expect(chosenReorgLevel({ enabled: true, pickedLevel: 3 }, 100_000n)).toBe(3);
  });

  it('off means an activation delay of 0 (no timelock output)', () => {
    expect(activationDelayOfChoice({ enabled: false, pickedLevel: 2 }, 100_000n)).toEqual({
      ok: true,
      delay: 0,
    });
  });

  it('asks for a level when on without one', () => {
    expect(activationDelayOfChoice(DEFAULT_REORG_PROTECTION_CHOICE, null)).toEqual({
      ok: false,
      error: REORG_LEVEL_REQUIRED,
    });
    expect(activationDelayOfChoice({ enabled: true, pickedLevel: 4 }, 100_000n)).toEqual({
      ok: false,
      error: REORG_LEVEL_REQUIRED,
    });
    expect(activationDelayOfChoice({ enabled: true, pickedLevel: 2 }, null)).toEqual({
      ok: true,
      delay: 2,
    });
  });

  it('offers levels 1 to 3 with the recommended one marked', () => {
    expect(reorgLevelOptions(300_000n)).toEqual([
      { blocks: 1, recommended: false },
      { blocks: 2, recommended: true },
      { blocks: 3, recommended: false },
    ]);
    expect(reorgLevelOptions(null).some((option) => option.recommended)).toBe(false);
  });
});
