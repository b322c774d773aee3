import { type ReactNode, useId } from 'react';
import { createPortal } from 'react-dom';
import { Dialog } from './dialog.tsx';
import { CloseIcon } from './icons.tsx';

export interface ModalProps {
  /** Whether the dialog is shown; when false nothing renders. */
  open: boolean;
  /** The heading, also the dialog's accessible name (aria-labelledby). */
  title: ReactNode;
  /** Called on the close button, Escape or a backdrop click; ignored when not closeable. */
  onClose: () => void;
  /** A modal that must be answered (e.g. a running transaction) hides its close button. Default true. */
  closeable?: boolean;
  /** 'sm' about 400 px, 'md' (default) about 480 px, 'lg' about 640 px wide; full width under 768 px. */
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
  /** Buttons or anything else pinned under the content. */
  footer?: ReactNode;
}

const WIDTHS = { sm: 'md:max-w-sm', md: 'md:max-w-md', lg: 'md:max-w-xl' } as const;

/**
 * The app's dialog: a modal <dialog> (ui/dialog.tsx) named by its heading, rendered into
 * document.body. A bottom sheet on phones.
 */
export function Modal({
  open,
  title,
  onClose,
  closeable = true,
  size = 'md',
  children,
  footer,
}: ModalProps) {
  const titleId = useId();
  if (!open) return null;

  return createPortal(
    <Dialog
      aria-labelledby={titleId}
      aria-modal="true"
      onDismiss={closeable ? onClose : undefined}
      className={`mt-auto mb-0 max-h-[90vh] w-full max-w-full flex-col overflow-hidden rounded-t-2xl border border-line bg-surface p-0 text-text shadow-2xl outline-none backdrop:bg-black/60 open:flex md:m-auto md:rounded-2xl ${WIDTHS[size]}`}
    >
      <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-4">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        {closeable && (
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="rounded-full p-1.5 text-muted hover:bg-surface-2 hover:text-text"
          >
            <CloseIcon />
          </button>
        )}
      </div>
      <div className="min-h-0 overflow-y-auto px-5 py-4">{children}</div>
      {footer && <div className="border-t border-line px-5 py-4">{footer}</div>}
    </Dialog>,
    document.body,
  );
}
