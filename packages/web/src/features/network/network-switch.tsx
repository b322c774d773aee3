import { INVALID_NETWORK } from '@opswap/protocol/errors/messages';
import {
  chainDisplayName,
  NETWORK_DISPLAY_NAMES,
  PRODUCT_NETWORKS,
} from '@opswap/protocol/tokens/networks';
import { useCallback, useId, useRef, useState } from 'react';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { useWalletOnOtherNetwork } from '../../lib/wallet/wallet-network.ts';
import { useConnectedWallet } from '../../lib/wallet/wallet-store.ts';
import { useDismiss } from '../../hooks/use-dismiss.ts';
import { BlockNumber } from './block-number.tsx';
import { ChevronDownIcon } from '../../ui/icons.tsx';

/** The header's network name; opens a list of the product's networks to switch to. */
export function NetworkSwitch() {
  const network = useNetworkStore((state) => state.network);
  const setNetwork = useNetworkStore((state) => state.setNetwork);
  const wallet = useConnectedWallet();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(container, open, close);
  const walletChain = wallet?.chain ? chainDisplayName(wallet.chain) : null;
  const walletElsewhere = useWalletOnOtherNetwork();

  return (
    <div ref={container} className="md:relative">
      <button
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Network: ${NETWORK_DISPLAY_NAMES[network]}`}
        title={walletElsewhere ? INVALID_NETWORK : undefined}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-1.5 whitespace-nowrap rounded-full border border-line bg-surface px-2.5 py-1.5 text-sm font-semibold hover:bg-surface-2 md:px-3"
      >
        <span
          aria-hidden="true"
          className={`size-2 rounded-full ${walletElsewhere ? 'bg-danger' : 'bg-success'}`}
        />
        {NETWORK_DISPLAY_NAMES[network]}
        <ChevronDownIcon className="hidden size-3.5 text-muted sm:block" />
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute inset-x-2 z-50 mt-2 rounded-xl md:inset-x-auto md:right-0 md:w-52 border border-line bg-surface p-1 shadow-xl"
        >
          <p className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted">
            Network
          </p>
          <ul>
            {PRODUCT_NETWORKS.map((option) => (
              <li key={option}>
                <button
                  type="button"
                  aria-pressed={option === network}
                  onClick={() => {
                    setNetwork(option);
                    setOpen(false);
                  }}
                  className={`flex w-full items-center justify-between rounded-lg px-3 py-2 text-left text-sm hover:bg-surface-2 ${
                    option === network ? 'font-semibold text-text' : 'text-muted'
                  }`}
                >
                  {NETWORK_DISPLAY_NAMES[option]}
                  {option === network && (
                    <svg viewBox="0 0 20 20" className="size-4 text-accent" aria-hidden="true">
                      <path d="M4 10l4 4 8-8" fill="none" stroke="currentColor" strokeWidth="2" />
                    </svg>
                  )}
                </button>
              </li>
            ))}
          </ul>
          <div className="border-t border-line px-3 py-2">
            <BlockNumber />
          </div>
          {walletChain && (
            <p className="border-t border-line px-3 py-2 text-xs text-muted">
              Wallet network: {walletChain}
            </p>
          )}
          {walletElsewhere && (
            <p role="alert" className="px-3 pb-2 text-xs font-medium text-danger">
              {INVALID_NETWORK}: switch your wallet to {NETWORK_DISPLAY_NAMES[network]}.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
