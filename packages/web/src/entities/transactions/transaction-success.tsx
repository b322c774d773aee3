import { lazy, Suspense, useState } from 'react';
import { failedReasonMessage } from '@opswap/protocol/errors/failed-reason';
import { UNEXPECTED_ERROR } from '@opswap/protocol/errors/messages';
import {
  mempoolConfirmationText,
  recordedConfirmationText,
} from '@opswap/protocol/schemas/mempool-status';
import {
  type ExplorerConfig,
  mempoolTransactionUrl,
  opscanTransactionUrl,
} from '@opswap/protocol/tokens/networks';
import { shortenAddress } from '@opswap/protocol/format/shorten-address';
import { useActivity } from '../activity/get-activity.ts';
import { appConfig } from '../../lib/config/app-config.ts';
import { useSeenBlock } from '../../lib/chain/use-seen-block.ts';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { CopyButton } from '../../ui/copy-button.tsx';
import { ActivityStatus, WhilePending } from './activity-status-line.tsx';
import { useMempoolStatus } from './mempool-status.ts';
import { TransactionFailedDialog } from './transaction-failed-dialog.tsx';

const MiniGame = lazy(() => import('./mini-game.tsx'));

/** Where recording the activity with the api stands. */
export type ActivityRecording =
  | { status: 'idle' }
  | { status: 'recording' }
  | { status: 'recorded' }
  | { status: 'failed'; message: string };

export interface TransactionSuccessProps {
  /** The heading, e.g. 'Swap submitted'. */
  title: string;
  /** One line on what was sent. */
  summary: string;
  transactionId: string;
  recording: ActivityRecording;
  /** The way back to the form, e.g. 'New Swap'. */
  doneLabel: string;
  onDone: () => void;
  /** The failure dialog's title should the mined transaction revert, e.g. 'Swap failed'. */
  failedTitle?: string;
  /** The failure dialog's way back to the form; default 'Back to Swap'. */
  backLabel?: string;
  /** What the failure dialog's way back does; default onDone (a fresh form). */
  onBack?: () => void;
}

/**
 * Opens the failure dialog (docs/errors.md#where-errors-show) once the recorded activity turns Failed: the transaction
 * was mined and reverted. Its reason goes through the error catalogue; 'Back to Swap' leaves the
 * success view, like its done button unless the screen gives it its own way back.
 */
function RevertedDialog(props: {
  transactionId: string;
  title: string;
  backLabel: string;
  onBack: () => void;
}) {
  const activity = useActivity(props.transactionId);
  const failed = activity.data?.status === 'Failed';
  const message = failedReasonMessage(activity.data?.failedReason) ?? UNEXPECTED_ERROR;
  return (
    <TransactionFailedDialog
      flow={failed ? { step: 'failed', message } : { step: 'idle' }}
      title={props.title}
      backLabel={props.backLabel}
      onBack={props.onBack}
    />
  );
}

/** A check once sent; a cross once the mined transaction failed or was cancelled. */
function SentIcon({ failed }: { failed: boolean }) {
  return (
    <span
      className={`flex size-10 shrink-0 items-center justify-center rounded-full ${failed ? 'bg-danger/15 text-danger' : 'bg-success/15 text-success'}`}
      data-testid={failed ? 'transaction-failed-icon' : 'transaction-sent-icon'}
    >
      <svg viewBox="0 0 20 20" className="size-6" aria-hidden="true">
        <path
          d={failed ? 'M5 5l10 10M15 5L5 15' : 'M4 10.5l4 4 8-9'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
        />
      </svg>
    </span>
  );
}

function OutcomeIcon({ transactionId }: { transactionId: string }) {
  const status = useActivity(transactionId).data?.status;
  return <SentIcon failed={status === 'Failed' || status === 'Cancelled'} />;
}

/** Whether the transaction is in a block yet (docs/activity.md#transaction-status). */
function ConfirmationLine({ text, confirmed }: { text: string; confirmed: boolean }) {
  return (
    <p
      className={`text-sm ${confirmed ? 'text-success' : 'text-muted'}`}
      data-testid="mempool-confirmation"
    >
      {text}
    </p>
  );
}

/** Before the activity is recorded, the network's mempool explorer alone says where it stands. */
function MempoolConfirmation(props: { explorer: ExplorerConfig; transactionId: string }) {
  const status = useMempoolStatus(props.explorer, props.transactionId);
  if (!status.data) return null;
  return (
    <ConfirmationLine
      text={mempoolConfirmationText(status.data)}
      confirmed={status.data.confirmed}
    />
  );
}

/**
 * Once recorded, the activity's status and the confirmation line come from one read of the
 * activity, so the view never says Pending beside a block; the explorer is asked again as soon
 * as the activity leaves Pending.
 */
function RecordedStatus(props: { explorer: ExplorerConfig | null; transactionId: string }) {
  const activity = useActivity(props.transactionId);
  const status = activity.data?.status;
  const mined = status !== undefined && status !== 'Pending';
  const explorerStatus = useMempoolStatus(props.explorer, props.transactionId, mined);
  useSeenBlock(activity.data?.blockNumber);
  const confirmation = recordedConfirmationText(activity.data, explorerStatus.data);
  return (
    <>
      <ActivityStatus activity={activity} />
      {confirmation && <ConfirmationLine text={confirmation} confirmed={mined} />}
    </>
  );
}

/**
 * After a transaction (docs/activity.md#transaction-status): its id, links to a mempool and a block explorer (none where the
 * network has no explorer), the activity's status and an optional mini-game while it waits.
 */
export function TransactionSuccess(props: TransactionSuccessProps) {
  const network = useNetworkStore((state) => state.network);
  const explorer = appConfig.explorer(network);
  const [playing, setPlaying] = useState(false);
  const { transactionId, recording } = props;
  const game = (
    <div className="rounded-xl border border-line p-3">
      {playing ? (
        <Suspense fallback={<p className="text-sm text-muted">Loading...</p>}>
          <MiniGame />
        </Suspense>
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="w-full text-sm font-medium text-muted hover:text-text"
        >
          Waiting for the block? Play a mini-game
        </button>
      )}
    </div>
  );

  return (
    <section aria-labelledby="transaction-success-title" className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        {recording.status === 'recorded' ? (
          <OutcomeIcon transactionId={transactionId} />
        ) : (
          <SentIcon failed={false} />
        )}
        <div>
          <h2 id="transaction-success-title" className="text-lg font-semibold">
            {props.title}
          </h2>
          <p className="text-sm text-muted">{props.summary}</p>
        </div>
      </div>
      <div className="rounded-xl bg-surface-2 p-3 text-sm">
        <p className="text-xs text-muted">Transaction ID</p>
        <div className="flex items-center justify-between gap-2">
          <span className="font-mono break-all" title={transactionId}>
            {shortenAddress(transactionId)}
          </span>
          <CopyButton text={transactionId} label="Copy transaction ID" />
        </div>
      </div>
      {explorer && (
        <div className="flex flex-wrap gap-3 text-sm">
          <a
            href={mempoolTransactionUrl(explorer, transactionId)}
            target="_blank"
            rel="noopener noreferrer"
            className="text-accent underline-offset-2 hover:underline"
          >
            View on mempool
          </a>
          <a
            href={opscanTransactionUrl(explorer, transactionId)}
            target="_blank"
            rel="noopener noreferrer"
            className="text-accent underline-offset-2 hover:underline"
          >
            View on OP_SCAN
          </a>
        </div>
      )}
      {recording.status === 'recording' && (
        <p className="text-sm text-muted">Recording the activity...</p>
      )}
      {recording.status === 'failed' && (
        <p role="alert" className="text-sm text-warning">
          The transaction was sent, but its activity could not be recorded: {recording.message}
        </p>
      )}
      {recording.status === 'recorded' ? (
        <RecordedStatus explorer={explorer} transactionId={transactionId} />
      ) : (
        explorer && <MempoolConfirmation explorer={explorer} transactionId={transactionId} />
      )}
      {recording.status === 'recorded' && !playing ? (
        <WhilePending transactionId={transactionId}>{game}</WhilePending>
      ) : (
        game
      )}
      <button
        type="button"
        onClick={props.onDone}
        className="rounded-xl bg-accent px-4 py-3 font-semibold text-accent-text hover:opacity-90"
      >
        {props.doneLabel}
      </button>
      {recording.status === 'recorded' && (
        <RevertedDialog
          transactionId={transactionId}
          title={props.failedTitle ?? 'Transaction failed'}
          backLabel={props.backLabel ?? 'Back to Swap'}
          onBack={props.onBack ?? props.onDone}
        />
      )}
    </section>
  );
}
