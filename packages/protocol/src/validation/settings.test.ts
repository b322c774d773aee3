import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOM_MINING_FEE_RATE, DEFAULT_SETTINGS, STORED_DEFAULT_SETTINGS } from '../constants.ts';
import {
  FEE_RATE_MODE_LABELS,
  SETTING_MESSAGES,
  blockDeadlinePresetFor,
  parseStoredSettings,
  priorityFeePresetFor,
  selectFeeRateMode,
  slippagePresetFor,
  validateBlockDeadline,
  validateMaxSlippage,
  validateMiningFeeRate,
  validatePriorityFee,
} from './settings.ts';
import type { TransactionSettings } from './settings.ts';

describe('messages', () => {
  it('reads clearly and carries the ranges', () => {
    expect(SETTING_MESSAGES).toEqual({
      maxSlippage: 'Slippage must be a whole number from 0 to 100.',
      miningFeeRate: 'Mining fee rate must be a number from 0 to 100,000,000 sat/vB.',
      priorityFee: 'Priority fee must be a whole number of sats from 0 to 100,000,000.',
      blockDeadline: 'Block deadline must be a whole number of blocks from 0 to 100,000,000.',
    });
  });
});

describe('validateMaxSlippage', () => {
  it.each([
    ['0', 0],
    ['100', 100],
    ['20', 20],
    [' 50 ', 50],
    ['007', 7],
    [80, 80],
  ])('accepts %j', (input, value) => {
    expect(validateMaxSlippage(input)).toEqual({ ok: true, value });
  });

  it.each(['-1', '101', '1000', '0100', '1.5', '1.0', '', 'abc', '1e2', '+5', -1, 101, 2.5])(
    'refuses %j',
    (input) => {
      expect(validateMaxSlippage(input)).toEqual({
        ok: false,
        message: 'Slippage must be a whole number from 0 to 100.',
      });
    },
  );
});

describe('validateMiningFeeRate', () => {
  it.each([
    ['0', 0],
    ['100000000', 100_000_000],
    ['1.5', 1.5],
    ['.5', 0.5],
    ['10', 10],
  ])('accepts %j', (input, value) => {
    expect(validateMiningFeeRate(input)).toEqual({ ok: true, value });
  });

  it.each(['-1', '100000001', '1e3', '', '.', 'auto'])('refuses %j', (input) => {
    expect(validateMiningFeeRate(input)).toEqual({
      ok: false,
      message: SETTING_MESSAGES.miningFeeRate,
    });
  });
});

describe('validatePriorityFee and validateBlockDeadline', () => {
  it('take whole numbers from 0 to 100,000,000', () => {
    for (const validate of [validatePriorityFee, validateBlockDeadline]) {
      expect(validate('0')).toEqual({ ok: true, value: 0 });
      expect(validate('100000000')).toEqual({ ok: true, value: 100_000_000 });
      expect(validate('-1').ok).toBe(false);
      expect(validate('100000001').ok).toBe(false);
      expect(validate('1.5').ok).toBe(false);
    }
    expect(validatePriorityFee('x')).toEqual({ ok: false, message: SETTING_MESSAGES.priorityFee });
    expect(validateBlockDeadline('x')).toEqual({
      ok: false,
      message: SETTING_MESSAGES.blockDeadline,
    });
  });
});

describe('parseStoredSettings', () => {
  const saved: TransactionSettings = {
    maxSlippage: 50,
    feeRateMode: 'custom',
    miningFeeRate: 12.5,
    priorityFee: 1000,
    blockDeadline: 10,
  };

  it('keeps valid stored settings', () => {
    expect(parseStoredSettings(saved)).toEqual(saved);
  });

  it('falls back field by field', () => {
    expect(
      parseStoredSettings({ ...saved, maxSlippage: 101, feeRateMode: 'fast', blockDeadline: 1.5 }),
    ).toEqual({
      ...saved,
      maxSlippage: DEFAULT_SETTINGS.maxSlippage,
      feeRateMode: DEFAULT_SETTINGS.feeRateMode,
      blockDeadline: DEFAULT_SETTINGS.blockDeadline,
    });
    expect(parseStoredSettings({ priorityFee: '1000' })).toEqual(DEFAULT_SETTINGS);
  });

  it.each([null, undefined, 'garbage', 42, [1, 2]])('falls back entirely for %j', (value) => {
    expect(parseStoredSettings(value)).toEqual(DEFAULT_SETTINGS);
  });

  it('takes other defaults, such as the store defaults', () => {
    const defaults = { ...DEFAULT_SETTINGS, ...STORED_DEFAULT_SETTINGS };
    expect(parseStoredSettings({}, defaults)).toEqual(defaults);
    expect(parseStoredSettings({}, defaults).maxSlippage).toBe(40);
  });

  it('never throws and always yields settings in range', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const settings = parseStoredSettings(value);
        expect(validateMaxSlippage(settings.maxSlippage).ok).toBe(true);
        expect(validateMiningFeeRate(settings.miningFeeRate).ok).toBe(true);
        expect(validatePriorityFee(settings.priorityFee).ok).toBe(true);
        expect(validateBlockDeadline(settings.blockDeadline).ok).toBe(true);
        expect(['auto', 'low', 'custom']).toContain(settings.feeRateMode);
      }),
    );
  });
});

describe('presets', () => {
  it('names slippage presets', () => {
    expect(slippagePresetFor(20)).toBe('Low');
    expect(slippagePresetFor(50)).toBe('Medium');
    expect(slippagePresetFor(80)).toBe('High');
    expect(slippagePresetFor(21)).toBe('Custom');
    expect(slippagePresetFor(0)).toBe('Custom');
  });

  it('finds priority fee and block deadline presets', () => {
    expect([0, 1000, 10_000, 500].map(priorityFeePresetFor)).toEqual([0, 1000, 10_000, 'Custom']);
    expect([3, 5, 10, 20, 100].map(blockDeadlinePresetFor)).toEqual([3, 5, 10, 20, 'Custom']);
  });

  it('labels the fee modes', () => {
    expect(FEE_RATE_MODE_LABELS).toEqual({ auto: 'Automatic', low: 'Low', custom: 'Custom' });
  });

  it('starts Custom at 10 sat/vB and keeps the rate otherwise', () => {
    const auto: TransactionSettings = { ...DEFAULT_SETTINGS, miningFeeRate: 4 };
    const custom = selectFeeRateMode(auto, 'custom');
    expect(custom).toEqual({
      ...auto,
      feeRateMode: 'custom',
      miningFeeRate: CUSTOM_MINING_FEE_RATE,
    });
    expect(selectFeeRateMode({ ...custom, miningFeeRate: 25 }, 'custom').miningFeeRate).toBe(25);
    expect(selectFeeRateMode(custom, 'low')).toEqual({ ...custom, feeRateMode: 'low' });
  });
});
