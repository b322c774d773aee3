import type { ReservationNotificationItem } from '@opswap/protocol/reservations/notification-list';
import { formatBtc } from '@opswap/protocol/format/format-amount';
import type { Reservation } from '@opswap/protocol/schemas/reservation';
import { NATIVE_SYMBOLS } from '@opswap/protocol/tokens/networks';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { NotificationRow } from './notification-row.tsx';

const STATE_DOT = {
  pending: 'bg-warning',
  ready: 'bg-success',
  expired: 'bg-muted',
} as const;

/** One reservation in the notifications dropdown: its state, swap and the Use Reservation link. */
export function ReservationNotificationRow({
  item,
  now,
  onNavigate,
}: {
  item: ReservationNotificationItem<Reservation>;
  now: number;
  onNavigate: () => void;
}) {
  const network = useNetworkStore((state) => state.network);
  const { reservation, notification } = item;
  return (
    <NotificationRow
      title={notification.title}
      dotClass={STATE_DOT[notification.state]}
      timestamp={reservation.timestamp}
      now={now}
      action={notification.action && { ...notification.action, kind: 'primary' }}
      onNavigate={onNavigate}
    >
      <p className="text-sm text-muted">
        Reservation: {formatBtc(reservation.amountIn)} {NATIVE_SYMBOLS[network]} for{' '}
        {reservation.tokenSymbol}
      </p>
      {notification.detail && <p className="text-xs text-muted">{notification.detail}</p>}
    </NotificationRow>
  );
}
