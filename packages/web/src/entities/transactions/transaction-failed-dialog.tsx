import { Modal } from '../../ui/modal.tsx';

/** The community chat the failure dialogs point to for support. */
export const SUPPORT_CHAT_URL = 'https://discord.com/invite/opnet';

export interface TransactionFailedDialogProps {
  /**
   * The transaction's flow: the dialog is open while its step is 'failed', showing its
   * user-facing message (protocol toUserMessage).
   */
  flow: { step: string; message?: string };
  /** The dialog's title, e.g. 'Swap failed'. */
  title: string;
  /** The way back, e.g. 'Back to Swap'. */
  backLabel: string;
  onBack: () => void;
}

/** A failed or reverted transaction (docs/errors.md#where-errors-show): 'Contact Support' and the way back to the form. */
export function TransactionFailedDialog(props: TransactionFailedDialogProps) {
  const failed = props.flow.step === 'failed';
  return (
    <Modal
      open={failed}
      title={props.title}
      onClose={props.onBack}
      size="sm"
      footer={
        // Side by side when both labels fit on one line, else stacked with the way back on top:
        // a label never wraps.
        <div className="flex flex-wrap-reverse justify-end gap-2">
          <a
            href={SUPPORT_CHAT_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="grow whitespace-nowrap rounded-xl border border-line bg-surface-2 px-4 py-2.5 text-center font-semibold text-text hover:bg-line"
          >
            Contact Support
          </a>
          <button
            type="button"
            onClick={props.onBack}
            className="grow whitespace-nowrap rounded-xl bg-accent px-4 py-2.5 font-semibold text-accent-text hover:opacity-90"
          >
            {props.backLabel}
          </button>
        </div>
      }
    >
      <p role="alert" className="text-sm text-text">
        {failed ? props.flow.message : ''}
      </p>
    </Modal>
  );
}
