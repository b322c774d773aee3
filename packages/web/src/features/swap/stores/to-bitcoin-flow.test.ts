import { describe, expect, it } from 'vitest';
import { nativeToken } from '@opswap/protocol/tokens/token';
import {
  LISTING_IDLE,
  type ListingEvent,
  type ListingFlow,
  type ListingPlan,
  listingPhase,
  listingTransition,
} from './to-bitcoin-flow.ts';

const plan: ListingPlan = {
  sellToken: {
    ...nativeToken('regtest'),
    address: `0x${'ab'.repeat(32)}`,
    p2op: 'opr1x',
    symbol: 'PILL',
    decimals: 18,
  },
  amount: 10n,
  bitcoinAmountSats: 60_000n,
  priority: 'Standard',
  receiver: 'bcrt1qcsv',
};

const run = (...events: ListingEvent[]): ListingFlow =>
  events.reduce(listingTransition, LISTING_IDLE);

describe('the to-Bitcoin listing flow', () => {
  it('reviews, approves, sends and ends sent', () => {
    const state = run(
      { type: 'review', plan },
      { type: 'approve' },
      { type: 'approval-sent', transactionId: 'a1' },
      { type: 'send' },
      { type: 'sent', transactionId: 't1' },
    );
    expect(state).toEqual({ step: 'sent', plan, transactionId: 't1' });
  });

  it('sends without an approval when the allowance suffices', () => {
    expect(run({ type: 'review', plan }, { type: 'send' })).toEqual({ step: 'sending', plan });
  });

  it('fails from approving or sending, and resets to idle', () => {
    const failed = run({ type: 'review', plan }, { type: 'send' }, { type: 'fail', message: 'x' });
    expect(failed).toEqual({ step: 'failed', plan, message: 'x' });
    expect(listingTransition(failed, { type: 'reset' })).toBe(LISTING_IDLE);
    expect(
      run({ type: 'review', plan }, { type: 'approve' }, { type: 'fail', message: 'y' }).step,
    ).toBe('failed');
  });

  it('ignores events that do not apply', () => {
    expect(run({ type: 'send' })).toBe(LISTING_IDLE);
    expect(run({ type: 'review', plan }, { type: 'sent', transactionId: 't' }).step).toBe(
      'confirming',
    );
    expect(run({ type: 'review', plan }, { type: 'cancel' })).toBe(LISTING_IDLE);
    expect(run({ type: 'review', plan }, { type: 'reset' }).step).toBe('confirming');
  });

  it("tells the button 'approving' and 'sending' (Swapping...)", () => {
    expect(listingPhase(run({ type: 'review', plan }))).toBe('idle');
    expect(listingPhase(run({ type: 'review', plan }, { type: 'approve' }))).toBe('approving');
    expect(listingPhase(run({ type: 'review', plan }, { type: 'send' }))).toBe('sending');
  });
});
