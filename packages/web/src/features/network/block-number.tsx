import { mempoolBlockUrl } from '@opswap/protocol/tokens/networks';
import { appConfig } from '../../lib/config/app-config.ts';
import { useBlockNumber } from '../../lib/chain/use-block-number.ts';
import { useNetworkStore } from '../../lib/network/network-store.ts';

/** The current block height; a link to the block on the network's explorer when it has one. */
export function BlockNumber({ className = '' }: { className?: string }) {
  const network = useNetworkStore((state) => state.network);
  const block = useBlockNumber();
  const explorer = appConfig.explorer(network);
  const classes = `inline-flex items-center gap-1.5 text-xs font-medium tabular-nums text-muted ${className}`;
  const dot = (
    <span
      aria-hidden="true"
      className={`size-1.5 rounded-full ${block === undefined ? 'bg-muted' : 'animate-pulse bg-success'}`}
    />
  );
  if (block === undefined) {
    return (
      <span className={classes} title="Waiting for the current block">
        {dot}
        Block —
      </span>
    );
  }
  const label = `Block ${block.toLocaleString('en-US')}`;
  if (!explorer) {
    return (
      <span className={classes} title="Current block">
        {dot}
        {label}
      </span>
    );
  }
  return (
    <a
      href={mempoolBlockUrl(explorer, block)}
      target="_blank"
      rel="noopener noreferrer"
      title="View the current block on the explorer"
      className={`${classes} hover:text-text`}
    >
      {dot}
      {label}
    </a>
  );
}
