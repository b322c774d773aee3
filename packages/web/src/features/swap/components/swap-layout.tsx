import type { ReactNode } from 'react';
import type { SwapButton } from '@opswap/protocol/swap/swap-button';
import { useWalletStore } from '../../../lib/wallet/wallet-store.ts';
import { SwapActionButton } from './swap-action-button.tsx';

export interface SwapLayoutProps {
  /** Above the amounts (the from-Bitcoin step indicator). */
  header?: ReactNode;
  /** The two amount fields (SwapAmounts). */
  amounts: ReactNode;
  /** The kind's own details, choices and warnings. */
  details?: ReactNode;
  /** Error boxes under the details (the quote's error first). */
  errors: ReactNode;
  button: SwapButton<string>;
  onSubmit: () => void;
  /** The kind's dialogs. */
  children?: ReactNode;
}

/** The swap form's shape, the same for every swap kind: each kind fills in its own parts. */
export function SwapLayout(props: SwapLayoutProps) {
  const openConnectModal = useWalletStore((state) => state.openConnectModal);
  return (
    <div className="flex flex-col gap-3">
      {props.header}
      {props.amounts}
      {props.details}
      {props.errors}
      <SwapActionButton
        button={props.button}
        onSubmit={props.onSubmit}
        onConnectWallet={openConnectModal}
      />
      {props.children}
    </div>
  );
}
