import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FEES_ADDRESS,
  DEFAULT_NATIVE_SWAP_CONFIG,
  initialSettingsFrom,
  nativeSwapConfigFrom,
} from './config.ts';

describe('nativeSwapConfigFrom', () => {
  it('defaults to the product spec: 6 blocks, 50,000 sats, 3 percent, 50 to 90 percent over 2016', () => {
    expect(nativeSwapConfigFrom({})).toEqual(DEFAULT_NATIVE_SWAP_CONFIG);
    expect(DEFAULT_NATIVE_SWAP_CONFIG).toMatchObject({
      reservationLifetimeBlocks: 6,
      minimumTradeSats: 50_000n,
      minimumListingSats: 50_000n,
      priorityTaxPercent: 3n,
      slashing: { minimumBps: 5_000n, maximumBps: 9_000n, riseOverBlocks: 2016, graceBlocks: 4 },
      maxActivationDelay: 3,
      proofOfFunds: 'timelock',
      timelockOutputSats: 330n,
    });
  });

  it('reads every number from the deployment arguments', () => {
    const config = nativeSwapConfigFrom({
      reservationLifetimeBlocks: 8,
      minimumTradeSats: '10000',
      minimumListingSats: '10000',
      priorityTaxPercent: 5,
      slashingMinimumPercent: 40,
      slashingMaximumPercent: 80,
      slashingRiseOverBlocks: 100,
      slashingGraceBlocks: 0,
      maxActivationDelay: 5,
      maxProvidersPerReservation: 10,
      proofOfFunds: 'full',
      timelockOutputSats: '546',
      purgeBudget: 5,
      maxImmediateResets: 1,
      queuedResetsPerCall: 2,
    });
    expect(config).toEqual({
      reservationLifetimeBlocks: 8,
      minimumTradeSats: 10_000n,
      minimumListingSats: 10_000n,
      priorityTaxPercent: 5n,
      slashing: { minimumBps: 4_000n, maximumBps: 8_000n, riseOverBlocks: 100, graceBlocks: 0 },
      maxActivationDelay: 5,
      maxProvidersPerReservation: 10,
      proofOfFunds: 'full',
      timelockOutputSats: 546n,
      purgeBudget: 5,
      maxImmediateResets: 1,
      queuedResetsPerCall: 2,
    });
  });

  it('refuses an unknown proof-of-funds rule and a zero lifetime', () => {
    expect(() => nativeSwapConfigFrom({ proofOfFunds: 'sometimes' })).toThrow(/proofOfFunds/);
    expect(() => nativeSwapConfigFrom({ reservationLifetimeBlocks: 0 })).toThrow(/lifetime/i);
  });
});

describe('initialSettingsFrom', () => {
  it('starts with the spec fees, the regtest fees address and no staking contract', () => {
    expect(initialSettingsFrom({})).toEqual({
      reservationBaseFee: 5_000n,
      priorityQueueBaseFee: 50_000n,
      feesAddress: DEFAULT_FEES_ADDRESS,
      stakingContractAddress: DEAD_ADDRESS,
    });
  });

  it('refuses a fees address that regtest outputs cannot pay', () => {
    expect(() =>
      initialSettingsFrom({ feesAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' }),
    ).toThrow(/feesAddress/);
  });
});
