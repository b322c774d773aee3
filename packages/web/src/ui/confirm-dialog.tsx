import type { ReactNode } from 'react';
import { Modal } from './modal.tsx';

/** One answer of a confirmation dialog: 'confirm' is the highlighted action, 'neutral' the plain one. */
export interface ConfirmDialogButton {
  label: string;
  type: 'confirm' | 'neutral';
  onClick: () => void;
  disabled?: boolean;
}

export interface ConfirmDialogProps {
  open: boolean;
  /** The heading (the dialog's accessible name). */
  title: string;
  /** The question or the details to confirm. */
  content: ReactNode;
  /** The answers, in display order. */
  buttons: readonly ConfirmDialogButton[];
  /** Whether the dialog has a close button and closes on Escape/backdrop. Default true. */
  closeable?: boolean;
  /** Called when closed without an answer; needed when closeable. */
  onClose?: () => void;
}

const BUTTON_CLASSES: Record<ConfirmDialogButton['type'], string> = {
  confirm: 'bg-accent text-accent-text hover:opacity-90',
  neutral: 'border border-line bg-surface-2 text-text hover:bg-line',
};

/** Spec 1 "Generic confirmation dialog": title, content, confirm/neutral buttons, closeable or not. */
export function ConfirmDialog({
  open,
  title,
  content,
  buttons,
  closeable = true,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      closeable={closeable}
      onClose={() => onClose?.()}
      size="sm"
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {buttons.map((button) => (
            <button
              key={button.label}
              type="button"
              onClick={button.onClick}
              disabled={button.disabled}
              className={`rounded-xl px-4 py-2.5 font-semibold disabled:cursor-not-allowed disabled:opacity-50 ${BUTTON_CLASSES[button.type]}`}
            >
              {button.label}
            </button>
          ))}
        </div>
      }
    >
      <div className="text-sm text-muted">{content}</div>
    </Modal>
  );
}
