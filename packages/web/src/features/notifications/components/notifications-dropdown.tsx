import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useConnectedWallet } from '../../../lib/wallet/wallet-store.ts';
import { useDismiss } from '../../../hooks/use-dismiss.ts';
import { NotificationsLoading, NotificationsPanel } from './notifications-panel.tsx';

const NotificationsFeed = lazy(() => import('./notifications-feed.tsx'));

/**
 * The header's bell: a count badge and a dropdown of reservation and listing notifications. The
 * bell is part of the page's first load; the notifications' data and rows load when a wallet
 * connects (for the badge) or when the bell is first opened.
 */
export function NotificationsDropdown() {
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState(0);
  const connected = useConnectedWallet() !== null;
  const container = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(container, open, close);
  const shownCount = connected ? count : 0;
  const label = shownCount > 0 ? `Notifications (${shownCount})` : 'Notifications';

  return (
    <div ref={container} className="md:relative">
      <button
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="relative grid size-9 place-items-center rounded-full border border-line bg-surface text-muted hover:bg-surface-2 hover:text-text"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path d="M6 9a6 6 0 1 1 12 0c0 5 2 7 2 7H4s2-2 2-7" strokeLinejoin="round" />
          <path d="M10 20a2 2 0 0 0 4 0" />
        </svg>
        {shownCount > 0 && (
          <span
            aria-hidden="true"
            className="absolute -right-1 -top-1 grid min-w-4 place-items-center rounded-full bg-accent px-1 text-[10px] font-bold text-accent-text"
          >
            {shownCount}
          </span>
        )}
      </button>
      {(connected || open) && (
        <Suspense
          fallback={
            open && (
              <NotificationsPanel id={panelId}>
                <NotificationsLoading />
              </NotificationsPanel>
            )
          }
        >
          <NotificationsFeed open={open} panelId={panelId} onNavigate={close} onCount={setCount} />
        </Suspense>
      )}
    </div>
  );
}
