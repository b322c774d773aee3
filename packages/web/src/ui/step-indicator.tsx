import { LineIcon } from './icons.tsx';

/** One step of a numbered step indicator. */
export interface StepIndicatorStep<Step extends number> {
  step: Step;
  label: string;
  status: 'completed' | 'active' | 'upcoming';
  /** An earlier step the flow can go back to: shown as a button when `onJump` is given. */
  canJumpTo?: boolean;
}

function StepMark({ step }: { step: StepIndicatorStep<number> }) {
  return (
    <span className="flex shrink-0 flex-col items-center gap-1 sm:flex-row sm:gap-2">
      <span
        className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
          step.status === 'upcoming' ? 'bg-surface-2 text-muted' : 'bg-accent text-accent-text'
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
  );
}

/**
 * A flow's numbered steps in a row joined by lines (the current one marked as the step, completed
 * ones ticked); with `onJump`, a step that can be gone back to is a button.
 */
export function StepIndicator<Step extends number>(props: {
  label: string;
  steps: readonly StepIndicatorStep<Step>[];
  onJump?: (step: Step) => void;
}) {
  const { steps, onJump } = props;
  return (
    <ol aria-label={props.label} className="flex items-center gap-1.5 sm:gap-2">
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        return (
          <li
            key={step.step}
            aria-current={step.status === 'active' ? 'step' : undefined}
            data-status={step.status}
            className={`flex items-start gap-1.5 sm:items-center sm:gap-2 ${last ? 'shrink-0' : 'min-w-0 flex-1'}`}
          >
            {onJump && step.canJumpTo ? (
              <button
                type="button"
                onClick={() => onJump(step.step)}
                className="rounded-lg hover:opacity-80 focus-visible:outline-2 focus-visible:outline-accent"
              >
                <StepMark step={step} />
              </button>
            ) : (
              <StepMark step={step} />
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
