import { usePageTitle } from '../../ui/use-page-title.ts';
import { TradeCard } from '../../lib/trade/trade-card.tsx';
import { SendForm } from './components/send-form.tsx';

/** /send: send a token or the native coin to another address. */
export default function SendScreen() {
  usePageTitle('Send');
  return (
    <TradeCard heading="Send">
      <SendForm />
    </TradeCard>
  );
}
