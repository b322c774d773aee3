import { describe, expect, it } from 'vitest';
import { getSwapSteps } from './buy-flow.ts';

const statuses = (step: 1 | 2 | 3 | 4) => getSwapSteps(step).map((view) => view.status);

describe('getSwapSteps', () => {
  it('labels the three steps as the spec does', () => {
    expect(getSwapSteps(1).map((view) => `${view.step} ${view.label}`)).toEqual([
      '1 Select Tokens',
      '2 Reserve',
      '3 Swap tokens',
    ]);
  });

  it('marks earlier steps completed and the current one active', () => {
    expect(statuses(1)).toEqual(['active', 'upcoming', 'upcoming']);
    expect(statuses(2)).toEqual(['completed', 'active', 'upcoming']);
    expect(statuses(3)).toEqual(['completed', 'completed', 'active']);
  });

  it('shows all three completed on the watch screen (step 4)', () => {
    expect(statuses(4)).toEqual(['completed', 'completed', 'completed']);
  });
});
