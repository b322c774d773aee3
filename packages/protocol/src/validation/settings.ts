import { z } from 'zod/mini';
import { groupThousands } from '../format/format-amount.ts';
import {
  BLOCK_DEADLINE_PRESETS,
  BLOCK_DEADLINE_RANGE,
  CUSTOM_MINING_FEE_RATE,
  DEFAULT_SETTINGS,
  FEE_RATE_MODES,
  MINING_FEE_RATE_RANGE,
  PRIORITY_FEE_PRESETS,
  PRIORITY_FEE_RANGE,
  SLIPPAGE_PRESETS,
  SLIPPAGE_RANGE,
} from '../constants.ts';
import type { FeeRateMode } from '../constants.ts';

/** The transaction settings kept in local storage (docs/settings.md#transaction-settings). */
export interface TransactionSettings {
  maxSlippage: number;
  feeRateMode: FeeRateMode;
  miningFeeRate: number;
  priorityFee: number;
  blockDeadline: number;
}

export type NumericSettingField = Exclude<keyof TransactionSettings, 'feeRateMode'>;

const grouped = (value: number): string => groupThousands(BigInt(value));

interface FieldRule {
  min: number;
  max: number;
  integer: boolean;
  maxLength?: number;
  message: string;
}

const FIELD_RULES: Record<NumericSettingField, FieldRule> = {
  maxSlippage: {
    ...SLIPPAGE_RANGE,
    integer: true,
    message: `Slippage must be a whole number from ${SLIPPAGE_RANGE.min} to ${SLIPPAGE_RANGE.max}.`,
  },
  // Fee rates may be fractional (1.5 sat/vB is a common rate); the spec marks only slippage and
  // deadline as integers, and sats of priority fee are whole by nature.
  miningFeeRate: {
    ...MINING_FEE_RATE_RANGE,
    integer: false,
    message: `Mining fee rate must be a number from ${grouped(MINING_FEE_RATE_RANGE.min)} to ${grouped(MINING_FEE_RATE_RANGE.max)} sat/vB.`,
  },
  priorityFee: {
    ...PRIORITY_FEE_RANGE,
    integer: true,
    message: `Priority fee must be a whole number of sats from ${grouped(PRIORITY_FEE_RANGE.min)} to ${grouped(PRIORITY_FEE_RANGE.max)}.`,
  },
  blockDeadline: {
    ...BLOCK_DEADLINE_RANGE,
    integer: true,
    message: `Block deadline must be a whole number of blocks from ${grouped(BLOCK_DEADLINE_RANGE.min)} to ${grouped(BLOCK_DEADLINE_RANGE.max)}.`,
  },
};

/** The message shown under each settings field when its value is refused. */
export const SETTING_MESSAGES: Readonly<Record<NumericSettingField, string>> = {
  maxSlippage: FIELD_RULES.maxSlippage.message,
  miningFeeRate: FIELD_RULES.miningFeeRate.message,
  priorityFee: FIELD_RULES.priorityFee.message,
  blockDeadline: FIELD_RULES.blockDeadline.message,
};

function isAllowed(rule: FieldRule, value: number): boolean {
  return (
    Number.isFinite(value) &&
    (!rule.integer || Number.isInteger(value)) &&
    value >= rule.min &&
    value <= rule.max
  );
}

export type SettingResult = { ok: true; value: number } | { ok: false; message: string };

const INTEGER_TEXT = /^\d+$/;
const DECIMAL_TEXT = /^(\d+\.?\d*|\.\d+)$/;

/** Checks what the user typed into a settings field; text must be plain digits (no sign or exponent). */
export function validateSetting(field: NumericSettingField, input: string | number): SettingResult {
  const rule = FIELD_RULES[field];
  const text = String(input).trim();
  const shape = rule.integer ? INTEGER_TEXT : DECIMAL_TEXT;
  const tooLong = rule.maxLength !== undefined && text.length > rule.maxLength;
  const value = Number(text);
  if (tooLong || !shape.test(text) || !isAllowed(rule, value)) {
    return { ok: false, message: rule.message };
  }
  return { ok: true, value };
}

/** Max slippage: a whole percentage 0 to 100 of at most 3 characters. */
export const validateMaxSlippage = (input: string | number): SettingResult =>
  validateSetting('maxSlippage', input);
/** Mining fee rate: 0 to 100,000,000 sat/vB. */
export const validateMiningFeeRate = (input: string | number): SettingResult =>
  validateSetting('miningFeeRate', input);
/** Priority fee: whole sats 0 to 100,000,000. */
export const validatePriorityFee = (input: string | number): SettingResult =>
  validateSetting('priorityFee', input);
/** Block deadline: whole blocks 0 to 100,000,000. */
export const validateBlockDeadline = (input: string | number): SettingResult =>
  validateSetting('blockDeadline', input);

function storedField(field: NumericSettingField, fallback: number) {
  const rule = FIELD_RULES[field];
  return z.catch(
    z.number().check(z.refine((value) => isAllowed(rule, value), { error: rule.message })),
    fallback,
  );
}

/** A schema for stored settings where every corrupt or missing field falls back to its default. */
export function createStoredSettingsSchema(defaults: TransactionSettings = DEFAULT_SETTINGS) {
  return z.pipe(
    z.transform((value: unknown) =>
      typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {},
    ),
    z.object({
      maxSlippage: storedField('maxSlippage', defaults.maxSlippage),
      feeRateMode: z.catch(z.enum(FEE_RATE_MODES), defaults.feeRateMode),
      miningFeeRate: storedField('miningFeeRate', defaults.miningFeeRate),
      priorityFee: storedField('priorityFee', defaults.priorityFee),
      blockDeadline: storedField('blockDeadline', defaults.blockDeadline),
    }),
  );
}

export const storedSettingsSchema = createStoredSettingsSchema();

/** Reads a parsed local-storage value; never throws. */
export function parseStoredSettings(
  value: unknown,
  defaults: TransactionSettings = DEFAULT_SETTINGS,
): TransactionSettings {
  return createStoredSettingsSchema(defaults).parse(value);
}

export type SlippagePreset = keyof typeof SLIPPAGE_PRESETS | 'Custom';
export type PriorityFeePreset = (typeof PRIORITY_FEE_PRESETS)[number] | 'Custom';
export type BlockDeadlinePreset = (typeof BLOCK_DEADLINE_PRESETS)[number] | 'Custom';

/** The slippage preset (Low 20, Medium 50, High 80) a value selects, else Custom. */
export function slippagePresetFor(value: number): SlippagePreset {
  const names = Object.keys(SLIPPAGE_PRESETS) as (keyof typeof SLIPPAGE_PRESETS)[];
  return names.find((name) => SLIPPAGE_PRESETS[name] === value) ?? 'Custom';
}

/** The priority fee preset (0, 1000, 10000 sat) a value selects, else Custom. */
export function priorityFeePresetFor(value: number): PriorityFeePreset {
  return PRIORITY_FEE_PRESETS.find((preset) => preset === value) ?? 'Custom';
}

/** The block deadline preset (3, 5, 10, 20 blocks) a value selects, else Custom. */
export function blockDeadlinePresetFor(value: number): BlockDeadlinePreset {
  return BLOCK_DEADLINE_PRESETS.find((preset) => preset === value) ?? 'Custom';
}

/** How the mining fee modes are named on screen. */
export const FEE_RATE_MODE_LABELS: Readonly<Record<FeeRateMode, string>> = {
  auto: 'Automatic',
  low: 'Low',
  custom: 'Custom',
};

/** Switches the fee mode; entering Custom starts from the Custom preset rate (10 sat/vB). */
export function selectFeeRateMode(
  settings: TransactionSettings,
  mode: FeeRateMode,
): TransactionSettings {
  if (mode === settings.feeRateMode) return settings;
  const miningFeeRate = mode === 'custom' ? CUSTOM_MINING_FEE_RATE : settings.miningFeeRate;
  return { ...settings, feeRateMode: mode, miningFeeRate };
}
