import { useEffect, useState } from 'react';
import { ensureSession } from '../../../lib/wallet/session.ts';
import { useConnectedWallet } from '../../../lib/wallet/wallet-store.ts';
import { ErrorBox } from '../../../ui/error-box.tsx';
import { useNow } from '../../../hooks/use-now.ts';
import { useNotifications } from '../hooks/use-notifications.ts';
import { ListingNotificationRow } from './listing-notification-item.tsx';
import { NotificationsLoading, NotificationsPanel } from './notifications-panel.tsx';
import { ReservationNotificationRow } from './reservation-notification-item.tsx';

const NO_NOTIFICATIONS = 'You have no notifications';

interface NotificationsFeedProps {
  open: boolean;
  panelId: string;
  onNavigate: () => void;
  /** Told the number of notifications whenever it changes. */
  onCount: (count: number) => void;
}

/**
 * The notifications' data and, while the dropdown is open, its panel. Loaded apart from the
 * header, when a wallet connects or the bell is first opened.
 */
export default function NotificationsFeed({
  open,
  panelId,
  onNavigate,
  onCount,
}: NotificationsFeedProps) {
  const notifications = useNotifications();
  useEffect(() => onCount(notifications.count), [notifications.count, onCount]);
  if (!open) return null;
  return (
    <NotificationsPanel id={panelId}>
      <NotificationsBody notifications={notifications} onNavigate={onNavigate} />
    </NotificationsPanel>
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
  if (notifications.loading) return <NotificationsLoading />;
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
