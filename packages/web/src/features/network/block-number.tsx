import { groupThousands } from '@opswap/protocol/format/format-amount';
import { mempoolBlockUrl } from '@opswap/protocol/tokens/networks';
import { appConfig } from '../../lib/config/app-config.ts';
import { useBlockNumber } from '../../lib/chain/use-block-number.ts';
import { useNetworkStore } from '../../lib/network/network-store.ts';

/**
 * The current block height; a link to the block on the network's explorer when it has one.
 * `compact` (the header row) shows a block icon and the number only, so a 7-digit height still fits;
 * screen readers hear 'Block {height}' either way.
 */
export function BlockNumber({ compact = false }: { compact?: boolean }) {
  const network = useNetworkStore((state) => state.network);
  const block = useBlockNumber();
  const explorer = appConfig.explorer(network);
  const live = block !== undefined;
  const height = live ? groupThousands(BigInt(block)) : '—';
  const classes = compact
    ? 'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-1.5 py-1 text-xs font-medium tabular-nums text-muted'
    : 'inline-flex items-center gap-1.5 text-xs font-medium tabular-nums text-muted';
  const content = compact ? (
    <>
      <BlockIcon live={live} />
      <span className="sr-only">Block {height}</span>
      <span aria-hidden="true">{height}</span>
    </>
  ) : (
    <>
      {/* Keyed by the height, so each new block starts the dot's pulse again. */}
      <span
        key={block}
        aria-hidden="true"
        className={`size-1.5 rounded-full ${live ? 'animate-block-arrived bg-success' : 'bg-muted'}`}
      />
      Block {height}
    </>
  );
  if (!live || !explorer) {
    return (
      <span className={classes} title={live ? 'Current block' : 'Waiting for the current block'}>
        {content}
      </span>
    );
  }
  return (
    <a
      href={mempoolBlockUrl(explorer, block)}
      target="_blank"
      rel="noopener noreferrer"
      title="View the current block on the explorer"
      className={`${classes} ${compact ? 'hover:bg-surface-2 ' : ''}hover:text-text`}
    >
      {content}
    </a>
  );
}

function BlockIcon({ live }: { live: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      className={`size-3.5 shrink-0 ${live ? 'text-success' : 'text-muted'}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
    >
      <path d="M10 2.5l6.5 3.75v7.5L10 17.5l-6.5-3.75v-7.5z" />
      <path d="M3.5 6.25L10 10l6.5-3.75M10 10v7.5" />
    </svg>
  );
}
