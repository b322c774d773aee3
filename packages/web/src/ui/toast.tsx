import { DISPLAY_MS } from '@opswap/protocol/constants';
import { useEffect } from 'react';
import { create } from 'zustand';
import { CloseIcon } from './icons.tsx';

export interface ToastItem {
  id: number;
  /** The bold lead, e.g. 'Swap Error:'. */
  title: string;
  message: string;
  kind: 'error' | 'success' | 'info';
  /** Milliseconds until it closes by itself. */
  durationMs: number;
}

interface ToastState {
  toasts: ToastItem[];
  push(toast: Omit<ToastItem, 'id'>): number;
  dismiss(id: number): void;
}

let nextId = 1;

/** The toasts on screen; push from anywhere (handlers, query callbacks) through showToast. */
export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  push(toast) {
    const id = nextId++;
    set((state) => ({ toasts: [...state.toasts, { ...toast, id }] }));
    return id;
  },
  dismiss(id) {
    set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
  },
}));

/** Shows a toast; it closes after `durationMs` (default 5 s) or on its close button. Returns its id. */
export function showToast(
  toast: Pick<ToastItem, 'title' | 'message'> & Partial<Pick<ToastItem, 'kind' | 'durationMs'>>,
): number {
  return useToastStore.getState().push({
    kind: 'info',
    durationMs: DISPLAY_MS.swapErrorToast,
    ...toast,
  });
}

/** Spec 1: a dismissible 'Swap Error:' toast with a 5 s timeout. */
export function showSwapErrorToast(message: string): number {
  return showToast({
    title: 'Swap Error:',
    message,
    kind: 'error',
    durationMs: DISPLAY_MS.swapErrorToast,
  });
}

const KIND_CLASSES: Record<ToastItem['kind'], string> = {
  error: 'border-danger/50',
  success: 'border-success/50',
  info: 'border-line',
};
const TITLE_CLASSES: Record<ToastItem['kind'], string> = {
  error: 'text-danger',
  success: 'text-success',
  info: 'text-text',
};

function Toast({ toast }: { toast: ToastItem }) {
  const dismiss = useToastStore((state) => state.dismiss);
  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs, dismiss]);
  return (
    <div
      role={toast.kind === 'error' ? 'alert' : 'status'}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border bg-surface px-4 py-3 text-sm shadow-xl md:w-96 ${KIND_CLASSES[toast.kind]}`}
    >
      <p className="min-w-0 flex-1 break-words">
        <span className={`font-semibold ${TITLE_CLASSES[toast.kind]}`}>{toast.title}</span>{' '}
        <span className="text-text">{toast.message}</span>
      </p>
      <button
        type="button"
        onClick={() => dismiss(toast.id)}
        aria-label="Dismiss"
        className="rounded p-0.5 text-muted hover:text-text"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}

/** Where toasts appear (top right; top under 768 px). Rendered once by the app layout. */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  if (toasts.length === 0) return null;
  return (
    <div className="pointer-events-none fixed inset-x-3 top-3 z-[60] flex flex-col items-end gap-2 md:left-auto md:right-4 md:top-20">
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
