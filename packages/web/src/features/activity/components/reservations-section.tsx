import { Link } from 'react-router';
import {
  CONNECT_WALLET_FOR_ACTIVITY,
  NO_RESERVATIONS_YET,
} from '@opswap/protocol/activity/dashboard-texts';
import { formatBtc } from '@opswap/protocol/format/format-amount';
import {
  CONTINUE_SWAP,
  getReservationDisplayStatus,
  type ReservationDisplay,
} from '@opswap/protocol/reservations/display-status';
import {
  isReservationReferenced,
  NATIVE_SWAP_TYPES,
} from '@opswap/protocol/reservations/references';
import { isReservationVisible } from '@opswap/protocol/reservations/visibility';
import { routes } from '@opswap/protocol/routes/routes';
import type { Activity } from '@opswap/protocol/schemas/activity';
import type { Reservation } from '@opswap/protocol/schemas/reservation';
import { NATIVE_SYMBOLS } from '@opswap/protocol/tokens/networks';
import { useReservations } from '../../../entities/activity/get-reservations.ts';
import { useActivitiesOfType } from '../../../entities/activity/use-activities-of-type.ts';
import { useNow } from '../../../hooks/use-now.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { EmptyState, Loading, LoadError } from '../../../entities/activity/ui/query-states.tsx';
import { RelativeTime } from '../../../entities/activity/ui/relative-time.tsx';
import { SessionGate } from '../../../entities/activity/ui/session-gate.tsx';
import { Badge } from '../../../entities/activity/ui/status-badge.tsx';
import { STACKED_TABLE } from '../../../ui/table-layouts.ts';
import { TokenAmount } from '../../../entities/activity/ui/token-amount.tsx';
import { useBlockNumber } from '../../../lib/chain/use-block-number.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';

/**
 * The Reservations tab: the user's NativeSwap reservations still shown (not expired, not used by a
 * swap: docs/activity.md#reservation-visibility) and whether each can still be used.
 */
export function ReservationsSection() {
  return (
    <SessionGate notConnectedText={CONNECT_WALLET_FOR_ACTIVITY}>
      <ReservationsTable />
    </SessionGate>
  );
}

const normalHash = (hash: string) => hash.replace(/^0x/i, '').toLowerCase();

/** The NativeSwap swaps that used a reservation, as reference checks take them. */
function swapReferences(swaps: readonly Activity[]) {
  return swaps.map((activity) => ({
    type: activity.type,
    status: activity.status,
    reservationHash:
      activity.type === 'NativeSwap' ? normalHash(activity.data.reservationHash) : null,
  }));
}

const COLUMNS = [
  { label: 'Token' },
  { label: 'Pay' },
  { label: 'Receive' },
  { label: 'Status' },
  { label: 'Time' },
  { label: <span className="sr-only">Action</span> },
];

function ReservationsTable() {
  const reservations = useReservations();
  const swaps = useActivitiesOfType('NativeSwap');
  const block = useBlockNumber();
  const now = useNow();
  if (reservations.error) return <LoadError error={reservations.error} what="your reservations" />;
  // Which reservations are listed depends on the current block, so they wait for it.
  if (reservations.isPending || swaps.isPending || block === undefined)
    return <Loading what="your reservations" />;
  const references = swapReferences(swaps.activities);
  const rows = reservations.data
    .filter((reservation) =>
      isReservationVisible(
        { ...reservation, hash: normalHash(reservation.hash) },
        block,
        references,
      ),
    )
    .sort((a, b) => b.timestamp - a.timestamp);
  if (rows.length === 0) return <EmptyState text={NO_RESERVATIONS_YET} />;
  return (
    <DataTable layout="stacked" caption="Your reservations" columns={COLUMNS}>
      {rows.map((reservation) => (
        <ReservationRow
          key={reservation.hash}
          reservation={reservation}
          display={displayOf(reservation, block, references)}
          now={now}
        />
      ))}
    </DataTable>
  );
}

/** The spec's display status at the current block. */
function displayOf(
  reservation: Reservation,
  block: number,
  references: ReturnType<typeof swapReferences>,
): ReservationDisplay {
  const referencedByNativeSwap = isReservationReferenced(
    normalHash(reservation.hash),
    references,
    NATIVE_SWAP_TYPES,
  );
  return getReservationDisplayStatus({ ...reservation, referencedByNativeSwap }, block);
}

const TONES = {
  Spent: 'neutral',
  Failed: 'failure',
  Expired: 'neutral',
  Pending: 'pending',
  Completed: 'success',
  'Awaiting Use': 'success',
} as const;

function ReservationRow(props: {
  reservation: Reservation;
  display: ReservationDisplay;
  now: number;
}) {
  const { reservation, display, now } = props;
  const network = useNetworkStore((state) => state.network);
  const { cell, end, row } = STACKED_TABLE;
  // On a phone: token and status, then what is paid and received, then time and the action.
  return (
    <tr className={row}>
      <th scope="row" className={`${cell} order-1 text-left font-semibold`}>
        {reservation.tokenSymbol}
      </th>
      <td className={`${cell} order-3 whitespace-nowrap`}>
        {formatBtc(reservation.amountIn)} {NATIVE_SYMBOLS[network]}
      </td>
      <td className={`${cell} ${end} order-4`}>
        <TokenAmount address={reservation.tokenAddress} amount={reservation.amountOut} />
      </td>
      <td className={`${cell} ${end} order-2`}>
        <Badge tone={TONES[display.status]}>{display.label}</Badge>
        {display.status === 'Failed' && reservation.reason && (
          <p className="mt-1 max-w-xs text-xs text-danger">{reservation.reason}</p>
        )}
      </td>
      <td className={`${cell} order-5 whitespace-nowrap text-muted`}>
        <RelativeTime timestamp={reservation.timestamp} now={now} />
      </td>
      <td className={`${cell} ${end} order-6 md:text-right`}>
        {display.canContinue && (
          <Link
            to={routes.nativeExecute(reservation.hash)}
            className="inline-block rounded-full bg-accent px-4 py-1.5 text-sm font-semibold whitespace-nowrap text-accent-text hover:opacity-90"
          >
            {CONTINUE_SWAP}
          </Link>
        )}
      </td>
    </tr>
  );
}
