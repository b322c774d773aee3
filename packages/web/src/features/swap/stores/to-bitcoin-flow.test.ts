import { describe, expect, it } from 'vitest';
import { nativeToken } from '@opswap/protocol/tokens/token';
import { FLOW_IDLE, approvalFlowTransition } from '../../../lib/transactions/approval-flow.ts';
import { type ListingPlan, listingPhase } from './to-bitcoin-flow.ts';

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

describe('the to-Bitcoin listing flow', () => {
  it("tells the button 'approving' and 'sending' (Swapping...)", () => {
    const confirming = approvalFlowTransition<ListingPlan>(FLOW_IDLE, { type: 'review', plan });
    expect(listingPhase(FLOW_IDLE)).toBe('idle');
    expect(listingPhase(confirming)).toBe('idle');
    expect(listingPhase(approvalFlowTransition(confirming, { type: 'approve' }))).toBe('approving');
    expect(listingPhase(approvalFlowTransition(confirming, { type: 'send' }))).toBe('sending');
  });
});
