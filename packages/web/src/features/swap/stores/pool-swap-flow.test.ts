import { describe, expect, it } from 'vitest';
import { buttonPhase } from './pool-swap-flow.ts';

describe('the pool swap flow', () => {
  it('tells the button machine whether it approves or swaps', () => {
    expect(buttonPhase('idle')).toBe('idle');
    expect(buttonPhase('approving')).toBe('approving');
    expect(buttonPhase('sending')).toBe('swapping');
  });
});
