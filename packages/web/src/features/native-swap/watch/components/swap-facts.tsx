import { formatBtc } from '@opswap/protocol/format/format-amount';
import { shortenAddress } from '@opswap/protocol/format/shorten-address';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import { mempoolTransactionUrl, NATIVE_SYMBOLS } from '@opswap/protocol/tokens/networks';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { WatchScreenState } from '@opswap/protocol/watch/watch-state';
import { appConfig } from '../../../../lib/config/app-config.ts';
import { useToken } from '../../../../entities/tokens/api/get-token.ts';
import { CopyButton } from '../../../../ui/copy-button.tsx';

interface SwapFactsProps {
  state: WatchScreenState;
  network: ProductNetwork;
  swapTransactionId: string;
  reservationHash: string;
  /** Sats paid. */
  amountIn: bigint | null;
  /** Token base units bought. */
  amountOut: bigint | null;
  tokenAddress: string | null;
  tokenSymbol: string | null;
}

/** What was swapped, and the ids to follow it by. */
export function SwapFacts(props: SwapFactsProps) {
  const token = useToken(props.tokenAddress).data;
  const explorer = appConfig.explorer(props.network);
  const symbol = token?.symbol ?? props.tokenSymbol;
  // Once cancelled or failed nothing was bought; once confirmed it is in the past.
  const bought = props.state === 'pending' || props.state === 'confirmed';
  const done = props.state === 'confirmed';
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-surface-2 p-3 text-sm">
      {props.amountIn !== null && (
        <>
          <dt className="text-muted">{done ? 'You paid' : 'You pay'}</dt>
          <dd className="text-right font-medium">
            {formatBtc(props.amountIn)} {NATIVE_SYMBOLS[props.network]}
          </dd>
        </>
      )}
      {bought && props.amountOut !== null && token && (
        <>
          <dt className="text-muted">{done ? 'You received' : 'You receive'}</dt>
          <dd className="text-right font-medium">
            {formatTokenAmount(props.amountOut, { decimals: token.decimals, symbol: token.symbol })}
          </dd>
        </>
      )}
      {(!bought || props.amountOut === null) && symbol && (
        <>
          <dt className="text-muted">Token</dt>
          <dd className="text-right font-medium">{symbol}</dd>
        </>
      )}
      <dt className="text-muted">Reservation</dt>
      <dd className="flex items-center justify-end gap-1 font-mono" title={props.reservationHash}>
        {shortenAddress(props.reservationHash)}
        <CopyButton text={props.reservationHash} label="Copy reservation hash" />
      </dd>
      <dt className="text-muted">Transaction</dt>
      <dd className="flex items-center justify-end gap-1 font-mono" title={props.swapTransactionId}>
        {explorer ? (
          <a
            href={mempoolTransactionUrl(explorer, props.swapTransactionId)}
            target="_blank"
            rel="noopener noreferrer"
            className="text-accent underline-offset-2 hover:underline"
          >
            {shortenAddress(props.swapTransactionId)}
          </a>
        ) : (
          shortenAddress(props.swapTransactionId)
        )}
        <CopyButton text={props.swapTransactionId} label="Copy transaction ID" />
      </dd>
    </dl>
  );
}
