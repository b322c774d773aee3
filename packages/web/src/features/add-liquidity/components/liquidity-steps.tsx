import {
  type LiquidityStep,
  type LiquidityStepView,
  liquidityStepViews,
} from '@opswap/protocol/amm/add-liquidity-steps';
import { ADD_LIQUIDITY_TEXTS } from '@opswap/protocol/amm/add-liquidity';
import { LineIcon } from '../../../ui/icons.tsx';

function StepMark({ view }: { view: LiquidityStepView }) {
  return (
    <span className="flex shrink-0 flex-col items-center gap-1 sm:flex-row sm:gap-2">
      <span
        className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
          view.status === 'upcoming' ? 'bg-surface-2 text-muted' : 'bg-accent text-accent-text'
        }`}
      >
        {view.status === 'completed' ? (
          <LineIcon className="size-3.5">
            <path d="M5 12l5 5 9-10" />
          </LineIcon>
        ) : (
          view.step
        )}
      </span>
      <span
        className={`whitespace-nowrap text-[11px] sm:text-sm ${
          view.status === 'active' ? 'font-semibold' : 'text-muted'
        }`}
      >
        {view.label}
        {view.status === 'completed' && <span className="sr-only"> (completed)</span>}
      </span>
    </span>
  );
}

/** The three-step indicator; an earlier step is a button back to it. */
export function LiquiditySteps(props: {
  current: LiquidityStep;
  onJump: (step: LiquidityStep) => void;
}) {
  const views = liquidityStepViews(props.current);
  return (
    <ol aria-label={ADD_LIQUIDITY_TEXTS.steps} className="flex items-center gap-1.5 sm:gap-2">
      {views.map((view, index) => {
        const last = index === views.length - 1;
        return (
          <li
            key={view.step}
            aria-current={view.status === 'active' ? 'step' : undefined}
            className={`flex items-start gap-1.5 sm:items-center sm:gap-2 ${last ? 'shrink-0' : 'min-w-0 flex-1'}`}
          >
            {view.canJumpTo ? (
              <button
                type="button"
                onClick={() => props.onJump(view.step)}
                className="rounded-lg hover:opacity-80 focus-visible:outline-2 focus-visible:outline-accent"
              >
                <StepMark view={view} />
              </button>
            ) : (
              <StepMark view={view} />
            )}
            {!last && (
              <span aria-hidden="true" className="mt-3 h-px min-w-3 flex-1 bg-line sm:mt-0" />
            )}
          </li>
        );
      })}
    </ol>
  );
}
