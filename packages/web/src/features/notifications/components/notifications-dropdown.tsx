import { useCallback, useId, useRef, useState } from 'react';
import { ensureSession } from '../../../lib/wallet/session.ts';
import { useConnectedWallet } from '../../../lib/wallet/wallet-store.ts';
import { ErrorBox } from '../../../ui/error-box.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useDismiss } from '../../../hooks/use-dismiss.ts';
import { useNow } from '../../../hooks/use-now.ts';
import { useNotifications } from '../hooks/use-notifications.ts';
import { ListingNotificationRow } from './listing-notification-item.tsx';
import { ReservationNotificationRow } from './reservation-notification-item.tsx';

export const NO_NOTIFICATIONS = 'You have no notifications';

/** The header's bell: a count badge and a dropdown of reservation and listing notifications. */
export function NotificationsDropdown() {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const headingId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(container, open, close);
  const notifications = useNotifications();
  const label =
    notifications.count > 0 ? `Notifications (${notifications.count})` : 'Notifications';

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
        {notifications.count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -right-1 -top-1 grid min-w-4 place-items-center rounded-full bg-accent px-1 text-[10px] font-bold text-accent-text"
          >
            {notifications.count}
          </span>
        )}
      </button>
      {open && (
        <section
          id={panelId}
          aria-labelledby={headingId}
          className="absolute inset-x-2 z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl border border-line bg-surface shadow-2xl md:inset-x-auto md:right-0 md:w-96"
        >
          <h2 id={headingId} className="border-b border-line px-4 py-3 font-semibold">
            Notifications
          </h2>
          <NotificationsBody notifications={notifications} onNavigate={close} />
        </section>
      )}
    </div>
  );
}

function NotificationsBody({
  notifications,
  onNavigate,
}: {
  notifications: ReturnType<typeof useNotifications>;
  onNavigate: () => void;
}) {
  const wallet = useConnectedWallet();
  const [signInError, setSignInError] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const now = useNow();

  if (wallet && !notifications.signedIn) {
    const signIn = async () => {
      setSigningIn(true);
      try {
        await ensureSession();
      } catch (error) {
        setSignInError(error instanceof Error ? error.message : String(error));
      } finally {
        setSigningIn(false);
      }
    };
    return (
      <div className="flex flex-col gap-3 px-4 py-5 text-sm">
        <p className="text-muted">{NO_NOTIFICATIONS}</p>
        <p className="text-muted">
          Sign in with your wallet to see your reservations and listings.
        </p>
        <button
          type="button"
          onClick={() => void signIn()}
          disabled={signingIn}
          className="self-start rounded-lg bg-accent px-3 py-1.5 font-semibold text-accent-text disabled:opacity-60"
        >
          {signingIn ? 'Signing in...' : 'Sign in'}
        </button>
        <ErrorBox message={signInError} onExpire={() => setSignInError(null)} />
      </div>
    );
  }
  if (notifications.loading) {
    return (
      <div className="flex justify-center px-4 py-6">
        <Spinner label="Loading notifications" />
      </div>
    );
  }
  const empty = notifications.count === 0;
  return (
    <>
      {notifications.error && (
        <p role="alert" className="px-4 pt-3 text-sm text-danger">
          Could not load every notification: {notifications.error}
        </p>
      )}
      {empty ? (
        <p className="px-4 py-6 text-center text-sm text-muted">{NO_NOTIFICATIONS}</p>
      ) : (
        <ul className="divide-y divide-line">
          {notifications.reservations.map((item) => (
            <ReservationNotificationRow
              key={item.reservation.hash}
              item={item}
              now={now}
              onNavigate={onNavigate}
            />
          ))}
          {notifications.listings.map((item) => (
            <ListingNotificationRow
              key={item.listingHash}
              item={item}
              now={now}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      )}
    </>
  );
}
