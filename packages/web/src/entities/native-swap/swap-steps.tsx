import { getSwapSteps, type SwapStep } from '@opswap/protocol/swap/buy-flow';
import { StepIndicator } from '../../ui/step-indicator.tsx';

/** The three-step indicator of Bitcoin swaps (1 Select Tokens, 2 Reserve, 3 Swap tokens). */
export function SwapSteps({ current }: { current: SwapStep }) {
  return <StepIndicator label="Swap steps" steps={getSwapSteps(current)} />;
}
