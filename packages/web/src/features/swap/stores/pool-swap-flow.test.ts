import { describe, expect, it } from 'vitest';
import { nativeToken } from '@opswap/protocol/tokens/token';
import { FLOW_IDLE, approvalFlowTransition } from '../../../lib/transactions/approval-flow.ts';
import { type PoolSwapPlan, buttonPhase } from './pool-swap-flow.ts';

const token = {
  ...nativeToken('regtest'),
  address: `0x${'ab'.repeat(32)}`,
  p2op: 'opr1x',
  symbol: 'MOTO',
};
const plan: PoolSwapPlan = {
  sellToken: token,
  buyToken: { ...token, address: `0x${'cd'.repeat(32)}`, symbol: 'PILL' },
  amountIn: 10n,
  amountOut: 19n,
  amountOutMin: 18n,
  priceImpactBps: 3n,
  maxSlippage: 20,
};

describe('the pool swap flow', () => {
  it('tells the button machine whether it approves or swaps', () => {
    const confirming = approvalFlowTransition<PoolSwapPlan>(FLOW_IDLE, { type: 'review', plan });
    expect(buttonPhase(FLOW_IDLE)).toBe('idle');
    expect(buttonPhase(confirming)).toBe('idle');
    expect(buttonPhase(approvalFlowTransition(confirming, { type: 'approve' }))).toBe('approving');
    expect(buttonPhase(approvalFlowTransition(confirming, { type: 'send' }))).toBe('swapping');
  });
});
