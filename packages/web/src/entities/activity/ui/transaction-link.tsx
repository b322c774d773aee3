import { shortenAddress } from '@opswap/protocol/format/shorten-address';
import { opscanTransactionUrl } from '@opswap/protocol/tokens/networks';
import { appConfig } from '../../../lib/config/app-config.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';

/** A transaction id, shortened, linking to the network's explorer when it has one. */
export function TransactionLink({ transactionId }: { transactionId: string }) {
  const network = useNetworkStore((state) => state.network);
  const explorer = appConfig.explorer(network);
  const text = shortenAddress(transactionId);
  if (!explorer) {
    return (
      <span className="font-mono text-muted" title={transactionId}>
        {text}
      </span>
    );
  }
  return (
    <a
      href={opscanTransactionUrl(explorer, transactionId)}
      target="_blank"
      rel="noreferrer"
      title={transactionId}
      aria-label={`Transaction ${transactionId} on the explorer`}
      className="font-mono text-accent hover:underline"
    >
      {text}
    </a>
  );
}
