import { describe, expect, it } from 'vitest';
import { DEPLOY_ADDRESS_MESSAGES } from './deploy-address.ts';
import { DEPLOY_NUMBER_MESSAGES } from './deploy-amount.ts';
import {
  FARM_DEPLOY_MESSAGES,
  FARM_INPUT_MAPPING,
  type FarmDeployInput,
  validateFarmDeploy,
} from './farm-deploy-form.ts';

const TOKEN = `0x${'cd'.repeat(32)}`;
const RECIPIENT = 'bcrt1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqvg32hk';

const valid: FarmDeployInput = {
  tokenAddress: TOKEN,
  farmName: ' Farm Coin Farm ',
  farmBanner: '',
  tokenPerBlock: '1.5',
  bonusEndBlock: '1200',
  bonusMultiplier: '2',
  btcAllocPoint: '100',
  tokenAllocPoint: '50',
  userBTCFeePercentage: '3',
  userFeeRecipient: RECIPIENT,
};

const errorsOf = (change: Partial<FarmDeployInput>, decimals = 18) => {
  const result = validateFarmDeploy({ ...valid, ...change }, { decimals }, 'regtest');
  return result.ok ? {} : result.errors;
};

describe('validateFarmDeploy', () => {
  it("maps the form onto deployMotoChef's arguments, the reward in the token's base units", () => {
    expect(validateFarmDeploy(valid, { decimals: 8 }, 'regtest')).toEqual({
      ok: true,
      params: {
        tokenPerBlock: 150_000_000n,
        bonusEndBlock: 1200n,
        bonusMultiplier: 2n,
        btcAllocPoint: 100n,
        tokenAddress: TOKEN,
        tokenAllocPoint: 50n,
        userBTCFeePercentage: 3n,
        userFeeRecipient: RECIPIENT,
        farmName: 'Farm Coin Farm',
        farmBanner: '',
        additionalPoolTokens: [],
        additionalPoolAllocPoints: [],
      },
    });
  });

  it.each([
    [{ tokenAddress: '' }, 'tokenAddress', FARM_DEPLOY_MESSAGES.tokenRequired],
    [{ farmName: '   ' }, 'farmName', FARM_DEPLOY_MESSAGES.nameRequired],
    [{ farmName: 'x'.repeat(65) }, 'farmName', FARM_DEPLOY_MESSAGES.nameTooLong],
    [{ farmBanner: 'http://example.com/a.png' }, 'farmBanner', FARM_DEPLOY_MESSAGES.bannerInvalid],
    [{ tokenPerBlock: '0' }, 'tokenPerBlock', FARM_DEPLOY_MESSAGES.tokenPerBlockZero],
    [{ tokenPerBlock: '' }, 'tokenPerBlock', DEPLOY_NUMBER_MESSAGES.required],
    [{ bonusEndBlock: '12.5' }, 'bonusEndBlock', DEPLOY_NUMBER_MESSAGES.notWhole],
    [{ bonusMultiplier: '0' }, 'bonusMultiplier', FARM_DEPLOY_MESSAGES.bonusMultiplierZero],
    [
      { btcAllocPoint: (1n << 64n).toString() },
      'btcAllocPoint',
      FARM_DEPLOY_MESSAGES.allocPointTooLarge,
    ],
    [
      { btcAllocPoint: '0', tokenAllocPoint: '' },
      'tokenAllocPoint',
      FARM_DEPLOY_MESSAGES.noAllocation,
    ],
    [{ userBTCFeePercentage: '101' }, 'userBTCFeePercentage', FARM_DEPLOY_MESSAGES.feePercentage],
    [{ userBTCFeePercentage: '2.5' }, 'userBTCFeePercentage', FARM_DEPLOY_MESSAGES.feePercentage],
    [{ userFeeRecipient: '' }, 'userFeeRecipient', FARM_DEPLOY_MESSAGES.feeRecipientRequired],
    [{ userFeeRecipient: TOKEN }, 'userFeeRecipient', DEPLOY_ADDRESS_MESSAGES.invalidBitcoin],
  ] as const)('%o: %s says %s', (change, field, message) => {
    expect(errorsOf(change)).toEqual({ [field]: message });
  });

  it('needs no fee recipient when the BTC fee is 0', () => {
    expect(errorsOf({ userBTCFeePercentage: '0', userFeeRecipient: '' })).toEqual({});
  });

  it('asks for a token before it can read the reward at its decimals', () => {
    const result = validateFarmDeploy({ ...valid, tokenAddress: '' }, null, 'regtest');
    expect(result).toEqual({
      ok: false,
      errors: { tokenAddress: FARM_DEPLOY_MESSAGES.tokenRequired },
    });
  });
});

describe('FARM_INPUT_MAPPING', () => {
  it('maps every settable spec input onto a distinct deployMotoChef argument', () => {
    const argumentsUsed = Object.values(FARM_INPUT_MAPPING).flatMap((entry) =>
      entry.settable ? [entry.argument] : [],
    );
    expect(new Set(argumentsUsed).size).toBe(argumentsUsed.length);
    const result = validateFarmDeploy(valid, { decimals: 18 }, 'regtest');
    if (!result.ok) throw new Error('valid input');
    for (const argument of argumentsUsed) expect(result.params).toHaveProperty(argument);
  });

  it('says why premine, dev address and treasury cannot be set', () => {
    const notSettable = Object.entries(FARM_INPUT_MAPPING)
      .filter(([, entry]) => !entry.settable)
      .map(([input]) => input);
    expect(notSettable).toEqual(['premineAmount', 'devAddress', 'treasuryAddress']);
  });
});
