import type { ListingNotificationItem } from '@opswap/protocol/listings/listing-notification';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import { shortenAddress } from '@opswap/protocol/format/shorten-address';
import { useToken } from '../../../entities/tokens/api/get-token.ts';
import { NotificationRow } from './notification-row.tsx';

/** One listing in the notifications dropdown: its state, the amount listed and View Listing. */
export function ListingNotificationRow({
  item,
  now,
  onNavigate,
}: {
  item: ListingNotificationItem;
  now: number;
  onNavigate: () => void;
}) {
  // Looked up without the session token (useToken's default): it must not land in Recent Searches.
  const token = useToken(item.token).data;
  const amount = token
    ? formatTokenAmount(item.amount, token)
    : `tokens of ${shortenAddress(item.token)}`;
  return (
    <NotificationRow
      title={item.title}
      dotClass="bg-accent"
      timestamp={item.timestamp}
      now={now}
      action={{ ...item.action, kind: 'secondary' }}
      onNavigate={onNavigate}
    >
      <p className="text-sm text-muted">Listed {amount}</p>
      {token && item.amountSold !== null && item.amountSold > 0n && (
        <p className="text-sm text-muted">Sold {formatTokenAmount(item.amountSold, token)}</p>
      )}
    </NotificationRow>
  );
}
