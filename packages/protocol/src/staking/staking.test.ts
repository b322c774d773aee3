import { describe, expect, it } from 'vitest';
import { BALANCE_FETCH_PROBLEM } from '../errors/messages.ts';
import {
  getClaimButton,
  getCompoundButton,
  getStakeButton,
  getUnstakeButton,
  lockupState,
  lockupText,
  stakedAfterCompound,
  stakeTabOf,
  STAKING_TEXTS,
  unstakeFigures,
} from './staking.ts';

const E18 = 10n ** 18n;

describe('stakeTabOf', () => {
  it('reads the tab from the address, Stake for none or an unknown one', () => {
    expect(stakeTabOf('compound')).toBe('compound');
    expect(stakeTabOf('unstake')).toBe('unstake');
    expect(stakeTabOf(undefined)).toBe('stake');
    expect(stakeTabOf('nonsense')).toBe('stake');
  });
});

describe('unstakeFigures', () => {
  it('returns the stake less the fee, with the fee as a percent of the stake', () => {
    expect(unstakeFigures(1_000n * E18, 180n * E18)).toEqual({
      staked: 1_000n * E18,
      fee: 180n * E18,
      returned: 820n * E18,
      feePercent: '18.00%',
    });
    expect(unstakeFigures(3n, 0n)).toMatchObject({ returned: 3n, feePercent: '0.00%' });
  });

  it('never returns less than nothing, nor divides by an empty stake', () => {
    expect(unstakeFigures(10n, 12n)).toMatchObject({
      fee: 10n,
      returned: 0n,
      feePercent: '100.00%',
    });
    expect(unstakeFigures(0n, 0n)).toMatchObject({ returned: 0n, feePercent: '0.00%' });
  });
});

describe('stakedAfterCompound', () => {
  it('adds the pending MOTO reward to the stake', () => {
    expect(stakedAfterCompound(1_000n * E18, 60n * E18)).toBe(1_060n * E18);
  });
});

describe('lockupState', () => {
  it('runs 2,000 blocks from the last stake, claim or compound, then is over', () => {
    expect(lockupState(0n, 0n, 500n)).toEqual({ status: 'none' });
    expect(lockupState(E18, 1_000n, 1_250n)).toEqual({
      status: 'running',
      endBlock: 3_000n,
      blocksLeft: 1_750n,
    });
    expect(lockupState(E18, 1_000n, 3_000n)).toEqual({ status: 'over' });
  });

  it('says so in words', () => {
    expect(lockupText({ status: 'none' })).toBe('No stake, no lock-up');
    expect(lockupText({ status: 'over' })).toBe('Over: unstaking is free');
    expect(lockupText({ status: 'running', endBlock: 3_000n, blocksLeft: 1_750n })).toBe(
      'Until block 3,000 (1,750 blocks left)',
    );
  });
});

describe('getStakeButton', () => {
  const ready = {
    walletConnected: true,
    amount: 100n * E18,
    balance: { status: 'known', value: 1_000n * E18 },
    phase: 'idle',
  } as const;

  it('asks for a wallet, then an amount, then a balance that covers it with the buffer', () => {
    expect(getStakeButton({ ...ready, walletConnected: false })).toMatchObject({
      action: 'connect-wallet',
      text: 'Connect Wallet',
    });
    expect(getStakeButton({ ...ready, amount: null })).toMatchObject({
      state: 'enter-amount',
      text: 'Enter an amount for MOTO',
      disabled: true,
    });
    expect(getStakeButton({ ...ready, amount: 0n }).state).toBe('enter-amount');
    expect(getStakeButton({ ...ready, balance: { status: 'loading' } })).toMatchObject({
      state: 'loading-balance',
      loading: true,
    });
    expect(getStakeButton({ ...ready, balance: { status: 'failed' } }).text).toBe(
      BALANCE_FETCH_PROBLEM,
    );
    // 1,000 MOTO plus the 0.1 percent buffer is more than a 1,000 MOTO balance.
    expect(getStakeButton({ ...ready, amount: 1_000n * E18 })).toMatchObject({
      state: 'insufficient-balance',
      text: 'Insufficient MOTO balance',
    });
    expect(getStakeButton(ready)).toMatchObject({
      state: 'ready',
      text: STAKING_TEXTS.stake,
      disabled: false,
      action: 'submit',
    });
  });

  it('follows the approval and the stake while they are in flight', () => {
    expect(getStakeButton({ ...ready, phase: 'approving' })).toMatchObject({
      text: 'Approving MOTO...',
      disabled: true,
      loading: true,
    });
    expect(getStakeButton({ ...ready, phase: 'sending' }).text).toBe('Staking...');
  });
});

describe('the claim, unstake and compound buttons', () => {
  it('are blocked with a reason when there is nothing to act on', () => {
    expect(getClaimButton([0n, 0n], 'idle')).toMatchObject({
      text: 'No rewards to claim',
      disabled: true,
    });
    expect(getUnstakeButton(0n, 'idle')).toMatchObject({ text: 'Nothing staked', disabled: true });
    expect(getCompoundButton(0n, 'idle')).toMatchObject({
      text: 'No MOTO rewards to compound',
      disabled: true,
    });
  });

  it('are ready when there is, and busy while sending', () => {
    expect(getClaimButton([0n, 5n], 'idle')).toMatchObject({
      text: 'Claim Rewards',
      disabled: false,
    });
    expect(getUnstakeButton(E18, 'idle').text).toBe('Unstake All');
    expect(getCompoundButton(1n, 'idle').text).toBe('Compound');
    expect(getClaimButton([5n], 'sending')).toMatchObject({ text: 'Claiming...', loading: true });
    expect(getUnstakeButton(E18, 'sending').text).toBe('Unstaking...');
    expect(getCompoundButton(1n, 'sending').text).toBe('Compounding...');
  });
});
