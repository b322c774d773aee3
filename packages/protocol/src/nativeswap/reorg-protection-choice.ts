import { MAX_ACTIVATION_DELAY, REORG_LEVELS } from '../constants.ts';
import { recommendedReorgProtectionBlocks } from './reorg-protection.ts';

/** Protection is on but no level is chosen (docs/native-swap.md#reorg-protection). */
export const REORG_LEVEL_REQUIRED = 'Please select a reorg protection level.';
/** Not worded by the spec ("if off ... a warning shows"). */
export const REORG_PROTECTION_OFF_WARNING =
  'Without reorg protection a chain reorganisation can take your reserved liquidity away before you swap.';

/**
 * The user's reorg protection choice on the from-Bitcoin form: on by default, following the
 * recommended level for the amount until the user picks one.
 */
export interface ReorgProtectionChoice {
  enabled: boolean;
  /** The level the user picked, or null to follow the recommendation. */
  pickedLevel: number | null;
}

export const DEFAULT_REORG_PROTECTION_CHOICE: ReorgProtectionChoice = {
  enabled: true,
  pickedLevel: null,
};

export interface ReorgLevelOption {
  blocks: number;
  recommended: boolean;
}

/** Levels 1 to 3, the one recommended for the amount marked (none while no amount is known). */
export function reorgLevelOptions(satoshis: bigint | null): ReorgLevelOption[] {
  const recommended = satoshis === null ? null : recommendedReorgProtectionBlocks(satoshis);
  return REORG_LEVELS.map((level) => ({
    blocks: level.blocks,
    recommended: level.blocks === recommended,
  }));
}

const isLevel = (blocks: number): boolean =>
  Number.isInteger(blocks) && blocks >= 1 && blocks <= MAX_ACTIVATION_DELAY;

/**
 * The level the choice stands for: the picked one, else the recommendation for the amount; null
 * while protection is off, or on without a valid level (no amount yet, or a bad pick).
 */
export function chosenReorgLevel(
  choice: ReorgProtectionChoice,
  satoshis: bigint | null,
): number | null {
  if (!choice.enabled) return null;
  const level =
    choice.pickedLevel ?? (satoshis === null ? null : recommendedReorgProtectionBlocks(satoshis));
  return level !== null && isLevel(level) ? level : null;
}

/** The reservation's activation delay for the choice, or the spec's error when it has no level. */
export function activationDelayOfChoice(
  choice: ReorgProtectionChoice,
  satoshis: bigint | null,
): { ok: true; delay: number } | { ok: false; error: string } {
  if (!choice.enabled) return { ok: true, delay: 0 };
  const level = chosenReorgLevel(choice, satoshis);
  return level === null ? { ok: false, error: REORG_LEVEL_REQUIRED } : { ok: true, delay: level };
}
