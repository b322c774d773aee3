import { useState } from 'react';
import { useNavigate } from 'react-router';
import { hasAmount } from '@opswap/protocol/amount/amount-input';
import { formatUnits } from '@opswap/protocol/amount/units';
import { minimumAmountOut } from '@opswap/protocol/amm/slippage';
import { BTC_DECIMALS } from '@opswap/protocol/constants';
import { routes } from '@opswap/protocol/routes/routes';
import type { ReservationSimulation } from '@opswap/protocol/swap/from-bitcoin-button';
import { useNativeOrderStore } from '../../../entities/native-swap/native-order-store.ts';
import { useReservationInProgress } from '../../../entities/native-swap/reservation-lock.ts';
import { useTokenBusy } from '../../../entities/native-swap/use-token-busy.ts';
import { useSettingsStore } from '../../../entities/settings/stores/settings-store.ts';
import { useSwapForm } from '../stores/swap-form-store.ts';
import type { FromBitcoinQuote } from './use-swap-quote.ts';

/** What the from-Bitcoin button machine needs beyond the form's amounts and quote. */
export interface FromBitcoinChecks {
  simulation: ReservationSimulation;
  tokenBusy: boolean;
  reservationInProgress: boolean;
}

/**
 * Step 1 of the from-Bitcoin flow over the quote's simulated reservation: the reorg protection
 * choice, the busy-token and in-progress checks, the switch to the part the pool can fill, and
 * 'Next Step', which hands the order to the reserve screen.
 */
export function useFromBitcoin(quote: FromBitcoinQuote) {
  const navigate = useNavigate();
  const maxSlippage = useSettingsStore((state) => state.settings.maxSlippage);
  const buyToken = useSwapForm((state) => state.buyToken);
  const reorg = useSwapForm((state) => state.reorgProtection);
  const setReorg = useSwapForm((state) => state.chooseReorgProtection);
  const typeAmount = useSwapForm((state) => state.typeAmount);
  const setOrder = useNativeOrderStore((state) => state.setOrder);
  const [notice, setNotice] = useState<string | null>(null);

  const sats = quote.sellAmount;
  const { reservation, fill } = quote;
  const delay = reservation.activationDelay;
  const tokenBusy = useTokenBusy(buyToken ? buyToken.address : null);
  const reservationInProgress = useReservationInProgress();

  const next = () => {
    if (!delay.ok) {
      setNotice(delay.error);
      return;
    }
    if (!buyToken || sats === null || !fill || fill.partial || !reservation.gas) return;
    setOrder({
      token: buyToken,
      amountIn: sats,
      expectedAmountOut: fill.tokens,
      minimumAmountOut: minimumAmountOut(fill.tokens, BigInt(maxSlippage)),
      slippage: maxSlippage,
      activationDelay: delay.delay,
      ...reservation.gas,
    });
    void navigate(routes.nativeReserve());
  };

  const checks: FromBitcoinChecks = {
    simulation: reservation.simulation,
    tokenBusy,
    reservationInProgress,
  };
  return {
    checks,
    reorg,
    setReorg,
    reorgError: delay.ok || !hasAmount(sats) ? null : delay.error,
    notice,
    clearNotice: () => setNotice(null),
    next,
    /** Asks for the sats the pool can fill instead; null unless the reservation is partial. */
    buyFillable:
      fill?.partial === true
        ? () => typeAmount('sell', formatUnits(fill.satoshis, BTC_DECIMALS))
        : null,
  };
}
