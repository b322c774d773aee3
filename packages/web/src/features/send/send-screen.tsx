import { useNetworkStore } from '../../lib/network/network-store.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { TradeCard } from '../../entities/trade/trade-card.tsx';
import { SendForm } from './components/send-form.tsx';

/** /send: send a token or the native coin to another address. */
export default function SendScreen() {
  usePageTitle('Send');
  const network = useNetworkStore((state) => state.network);
  return (
    <TradeCard heading="Send">
      {/* A token chosen on one network means nothing on another: a network change starts afresh. */}
      <SendForm key={network} />
    </TradeCard>
  );
}
