import {
  AUTO_PROTECTION,
  AUTO_PROTECTION_HINT,
  CANCEL_TRANSACTION,
  CANCELLATION_SENT,
  CANCELLING,
} from '@opswap/protocol/watch/watch-texts';
import { shortenAddress } from '@opswap/protocol/format/shorten-address';
import type { CancelStatus } from '../hooks/use-swap-cancel.ts';

interface CancelPanelProps {
  atRisk: boolean;
  autoProtection: boolean;
  onAutoProtectionChange: (enabled: boolean) => void;
  status: CancelStatus;
  onCancel: () => void;
}

/** While the swap is pending: the auto-protection switch and 'Cancel Transaction'. */
export function CancelPanel(props: CancelPanelProps) {
  const { status } = props;
  const busy = status.kind === 'cancelling';
  const sent = status.kind === 'sent';
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3 rounded-xl border border-line p-3">
        <span className="flex flex-col">
          <span className="text-sm font-medium">{AUTO_PROTECTION}</span>
          <span className="text-xs text-muted">{AUTO_PROTECTION_HINT}</span>
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={props.autoProtection}
          aria-label={AUTO_PROTECTION}
          onClick={() => props.onAutoProtectionChange(!props.autoProtection)}
          className={`relative h-6 w-11 shrink-0 rounded-full transition-colors ${
            props.autoProtection ? 'bg-accent' : 'bg-line'
          }`}
        >
          <span
            aria-hidden
            className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-surface shadow transition-transform ${
              props.autoProtection ? 'translate-x-5' : ''
            }`}
          />
        </button>
      </div>
      <button
        type="button"
        onClick={props.onCancel}
        disabled={busy || sent}
        className={`rounded-xl px-4 py-3 font-semibold disabled:opacity-60 ${
          props.atRisk
            ? 'bg-danger text-white hover:opacity-90'
            : 'border border-line bg-surface-2 text-text hover:bg-line'
        }`}
      >
        {busy ? CANCELLING : CANCEL_TRANSACTION}
      </button>
      {status.kind === 'failed' && (
        <p role="alert" className="text-sm text-danger">
          {status.message}
        </p>
      )}
      {status.kind === 'sent' && (
        <div className="flex flex-col gap-1 text-sm" role="status">
          <p className="text-success">{CANCELLATION_SENT}</p>
          <p className="font-mono text-xs text-muted" title={status.transactionId}>
            {shortenAddress(status.transactionId)}
          </p>
          {status.recordingError && (
            <p className="text-warning">
              The cancellation was sent, but its activity could not be recorded:{' '}
              {status.recordingError}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
