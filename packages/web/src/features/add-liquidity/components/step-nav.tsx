import { ADD_LIQUIDITY_TEXTS } from '@opswap/protocol/amm/add-liquidity';
import type { SwapButton } from '@opswap/protocol/swap/swap-button';
import { TradeButton } from '../../../entities/trade/trade-button.tsx';
import { useWalletStore } from '../../../lib/wallet/wallet-store.ts';

export interface StepNavProps {
  /** The step's main button as the protocol's button machine describes it. */
  button: SwapButton<string>;
  onSubmit: () => void;
  /** Back to the step before; no Previous button on the first step. */
  onPrevious?: () => void;
  /** The Previous button waits too while a transaction is in flight. */
  previousDisabled?: boolean;
}

/** A step's buttons: Previous, and the main button (Next, Supply, Connect Wallet...). */
export function StepNav({ button, onSubmit, onPrevious, previousDisabled }: StepNavProps) {
  const openConnectModal = useWalletStore((state) => state.openConnectModal);
  const onClick = () => {
    if (button.action === 'connect-wallet') openConnectModal();
    else if (button.action === 'submit') onSubmit();
  };
  return (
    <div className="flex gap-2">
      {onPrevious && (
        <button
          type="button"
          onClick={onPrevious}
          disabled={previousDisabled}
          className="shrink-0 rounded-2xl border border-line px-4 py-4 font-semibold hover:border-accent disabled:cursor-not-allowed disabled:text-muted"
        >
          {ADD_LIQUIDITY_TEXTS.previous}
        </button>
      )}
      <TradeButton
        onClick={onClick}
        disabled={button.disabled}
        busy={button.loading}
        title={button.reason ?? undefined}
      >
        {button.text}
      </TradeButton>
    </div>
  );
}
