import type { ReactNode } from 'react';
import type { ActivityRecording } from '../../../entities/transactions/transaction-success.tsx';
import { TransactionSuccess } from '../../../entities/transactions/transaction-success.tsx';
import { CopyButton } from '../../../ui/copy-button.tsx';

/** After a deployment: the transaction's status view, the new contract's address and links on. */
export function DeploySuccess(props: {
  title: string;
  summary: string;
  transactionId: string;
  recording: ActivityRecording;
  addressLabel: string;
  address: string;
  note: string;
  links: ReactNode;
  doneLabel: string;
  onDone: () => void;
  failedTitle: string;
  backLabel: string;
}) {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 md:p-6">
      <div
        className="flex flex-col gap-2 rounded-xl bg-surface-2 p-3"
        data-testid="deployed-address"
      >
        <p className="text-xs text-muted">{props.addressLabel}</p>
        <div className="flex items-start justify-between gap-2">
          <p className="font-mono text-sm break-all">{props.address}</p>
          <CopyButton text={props.address} label={`Copy ${props.addressLabel.toLowerCase()}`} />
        </div>
        <p className="text-xs text-muted">{props.note}</p>
        <div className="flex flex-wrap gap-2">{props.links}</div>
      </div>
      <TransactionSuccess
        title={props.title}
        summary={props.summary}
        transactionId={props.transactionId}
        recording={props.recording}
        doneLabel={props.doneLabel}
        onDone={props.onDone}
        failedTitle={props.failedTitle}
        backLabel={props.backLabel}
      />
    </div>
  );
}
