import type { DangerView } from '@opswap/protocol/watch/danger';
import type { WatchScreenState } from '@opswap/protocol/watch/watch-state';
import { AT_RISK_RECOMMENDATION, watchStateText } from '@opswap/protocol/watch/watch-texts';
import { LineIcon } from '../../../../ui/icons.tsx';
import { Spinner } from '../../../../ui/spinner.tsx';

const TONE: Record<WatchScreenState, string> = {
  pending: 'bg-accent/15 text-accent',
  confirmed: 'bg-success/15 text-success',
  failed: 'bg-danger/15 text-danger',
  reverted: 'bg-danger/15 text-danger',
  cancelled: 'bg-warning/15 text-warning',
};

function StateIcon({ state }: { state: WatchScreenState }) {
  if (state === 'pending') return <Spinner size="sm" label="Waiting for the swap" />;
  return (
    <LineIcon className="size-5">
      {state === 'confirmed' ? <path d="M5 12l5 5 9-10" /> : <path d="M7 7l10 10M17 7L7 17" />}
    </LineIcon>
  );
}

/** The swap's state, and while pending the monitor's verdict: 'At Risk' and its advice. */
export function WatchStatus(props: {
  state: WatchScreenState;
  failedReason?: string | null;
  danger: DangerView;
}) {
  const { state, danger } = props;
  const text = watchStateText(state, props.failedReason);
  const pending = state === 'pending';
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3" role="status" aria-live="polite">
        <span
          className={`flex size-10 shrink-0 items-center justify-center rounded-full ${TONE[state]}`}
        >
          <StateIcon state={state} />
        </span>
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">{text.heading}</h2>
          <p className="text-sm break-words text-muted">{text.description}</p>
        </div>
      </div>
      {pending && danger.inDanger && (
        <div
          role="alert"
          className="flex flex-col gap-1 rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm"
        >
          <span className="flex items-center gap-2 font-semibold text-danger">
            <LineIcon className="size-4">
              <path d="M12 4l9 16H3z M12 10v4 M12 17v.5" />
            </LineIcon>
            {danger.label}
          </span>
          <p>{AT_RISK_RECOMMENDATION}</p>
        </div>
      )}
      {pending && danger.message && <p className="text-sm text-warning">{danger.message}</p>}
    </div>
  );
}
