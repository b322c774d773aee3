import type { SwapButton } from '@opswap/protocol/swap/swap-button';
import { TradeButton } from '../../../entities/trade/trade-button.tsx';

export interface SwapActionButtonProps {
  button: SwapButton<string>;
  onSubmit: () => void;
  onConnectWallet: () => void;
}

/** The form's main button as the protocol's button machine describes it. */
export function SwapActionButton({ button, onSubmit, onConnectWallet }: SwapActionButtonProps) {
  const onClick = () => {
    if (button.action === 'connect-wallet') onConnectWallet();
    else if (button.action === 'submit') onSubmit();
  };
  return (
    <TradeButton
      onClick={onClick}
      disabled={button.disabled}
      busy={button.loading}
      title={button.reason ?? undefined}
    >
      {button.text}
    </TradeButton>
  );
}
