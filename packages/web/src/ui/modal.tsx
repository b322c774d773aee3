import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { FOCUSABLE, trapTabKey } from './focus-trap.ts';
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
 * The app's dialog: rendered into document.body with role="dialog", aria-modal and
 * aria-labelledby, focus moved inside on open and given back on close. A bottom sheet on phones.
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
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => previous?.focus();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && closeable) {
      event.stopPropagation();
      onClose();
      return;
    }
    trapTabKey(event, panel.current);
  };

  return createPortal(
    <div
      className="fixed inset-0 z-50 flex items-end justify-center md:items-center"
      onKeyDown={onKeyDown}
    >
      <div
        className="absolute inset-0 bg-black/60"
        aria-hidden="true"
        onClick={() => closeable && onClose()}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative flex max-h-[90vh] w-full flex-col rounded-t-2xl border border-line bg-surface text-text shadow-2xl outline-none md:rounded-2xl ${WIDTHS[size]}`}
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
        <div className="overflow-y-auto px-5 py-4">{children}</div>
        {footer && <div className="border-t border-line px-5 py-4">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
