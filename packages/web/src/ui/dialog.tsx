import { type ComponentPropsWithoutRef, useEffectEvent, useLayoutEffect, useRef } from 'react';

/** The elements Tab can reach. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps extends Omit<
  ComponentPropsWithoutRef<'dialog'>,
  'open' | 'onCancel' | 'onClose' | 'onKeyDown' | 'onPointerDown' | 'onClick'
> {
  /**
   * Called on Escape and on a press on the backdrop. Without it neither closes the dialog: one
   * that must be answered (a running transaction).
   */
  onDismiss?: () => void;
}

/**
 * A modal <dialog>, shown with showModal() while mounted: the browser makes the rest of the page
 * inert (Tab moves through the dialog and the browser's own controls only), app.css stops the
 * page scrolling under it, focus starts on the first element Tab reaches, and on unmount it goes
 * back to the element that had it when the dialog opened.
 */
export function Dialog({ onDismiss, children, ...rest }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const dismiss = useEffectEvent(() => onDismiss?.());
  // A browser may close a dialog itself after Escape was refused once without a user action
  // between (its close-request abuse guard): a dismissible one follows, another opens again.
  const closedByBrowser = useEffectEvent((dialog: HTMLDialogElement) => {
    if (onDismiss) onDismiss();
    else dialog.showModal();
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onCancel = (event: Event) => {
      event.preventDefault();
      dismiss();
    };
    const onClose = () => closedByBrowser(dialog);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    dialog.showModal();
    // Focus starts on the first element Tab reaches, else on the dialog.
    (dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
      dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onBackdrop = (event: React.MouseEvent<HTMLDialogElement>) => {
    // A press on the ::backdrop targets the dialog element, outside its box.
    const box = event.currentTarget.getBoundingClientRect();
    return (
      event.target === event.currentTarget &&
      (event.clientX < box.left ||
        event.clientX > box.right ||
        event.clientY < box.top ||
        event.clientY > box.bottom)
    );
  };

  return (
    <dialog
      ref={ref}
      tabIndex={-1}
      onKeyDown={(event) => {
        // Refused before the browser turns Escape into a close request.
        if (event.key === 'Escape' && !onDismiss) event.preventDefault();
      }}
      onPointerDown={(event) => {
        pressStartedOnBackdrop.current = onBackdrop(event);
      }}
      onClick={(event) => {
        // A press that started inside (selecting text) and ended outside closes nothing.
        if (pressStartedOnBackdrop.current && onBackdrop(event)) onDismiss?.();
        pressStartedOnBackdrop.current = false;
      }}
      {...rest}
    >
      {children}
    </dialog>
  );
}
