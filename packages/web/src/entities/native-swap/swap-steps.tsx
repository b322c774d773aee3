import { getSwapSteps, type SwapStep } from '@opswap/protocol/swap/buy-flow';
import { LineIcon } from '../../ui/icons.tsx';

/** The three-step indicator of Bitcoin swaps (1 Select Tokens, 2 Reserve, 3 Swap tokens). */
export function SwapSteps({ current }: { current: SwapStep }) {
  const steps = getSwapSteps(current);
  return (
    <ol aria-label="Swap steps" className="flex items-center gap-1.5 sm:gap-2">
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        return (
          <li
            key={step.step}
            aria-current={step.status === 'active' ? 'step' : undefined}
            data-status={step.status}
            className={`flex items-start gap-1.5 sm:items-center sm:gap-2 ${last ? 'shrink-0' : 'min-w-0 flex-1'}`}
          >
            <span className="flex shrink-0 flex-col items-center gap-1 sm:flex-row sm:gap-2">
              <span
                className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                  step.status === 'upcoming'
                    ? 'bg-surface-2 text-muted'
                    : 'bg-accent text-accent-text'
                }`}
              >
                {step.status === 'completed' ? (
                  <LineIcon className="size-3.5">
                    <path d="M5 12l5 5 9-10" />
                  </LineIcon>
                ) : (
                  step.step
                )}
              </span>
              <span
                className={`whitespace-nowrap text-[11px] sm:text-sm ${
                  step.status === 'active' ? 'font-semibold' : 'text-muted'
                }`}
              >
                {step.label}
                {step.status === 'completed' && <span className="sr-only"> (completed)</span>}
              </span>
            </span>
            {!last && (
              <span aria-hidden="true" className="mt-3 h-px min-w-3 flex-1 bg-line sm:mt-0" />
            )}
          </li>
        );
      })}
    </ol>
  );
}
