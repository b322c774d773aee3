import { useState } from 'react';
import { useNavigate } from 'react-router';
import { hasAmount } from '@opswap/protocol/amount/amount-input';
import { DEBOUNCE_MS } from '@opswap/protocol/constants';
import { NO_LISTINGS_OR_LIQUIDITY } from '@opswap/protocol/errors/messages';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import { minimumAmountOut } from '@opswap/protocol/amm/slippage';
import {
  hasNativePool,
  isAboveQuoteInputMaximum,
  meetsMinimumTrade,
} from '@opswap/protocol/nativeswap/from-bitcoin-trade';
import {
  activationDelayOfChoice,
  DEFAULT_REORG_PROTECTION_CHOICE,
  type ReorgProtectionChoice,
} from '@opswap/protocol/nativeswap/reorg-protection-choice';
import { routes } from '@opswap/protocol/routes/routes';
import type { ReservationSimulation } from '@opswap/protocol/swap/from-bitcoin-button';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { useBlockNumber } from '../../../lib/chain/use-block-number.ts';
import { useNativeOrderStore } from '../../../entities/native-swap/native-order-store.ts';
import { useReservationInProgress } from '../../../entities/native-swap/reservation-lock.ts';
import { useTokenBusy } from '../../../entities/native-swap/use-token-busy.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { useSettingsStore } from '../../../entities/settings/stores/settings-store.ts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useConnectedWallet } from '../../../lib/wallet/wallet-store.ts';
import { useReservationSimulation } from '../api/from-bitcoin-queries.ts';
import { useSwapForm } from '../stores/swap-form-store.ts';
import type { FromBitcoinQuote } from './use-swap-quote.ts';

/** What the from-Bitcoin button machine needs beyond the form's amounts and quote. */
export interface FromBitcoinChecks {
  simulation: ReservationSimulation;
  tokenBusy: boolean;
  reservationInProgress: boolean;
}

/**
 * Step 1 of the from-Bitcoin flow: the reorg protection choice, the reservation simulation
 * (debounced 500 ms, per block), the busy-token and in-progress checks, and 'Next Step', which
 * hands the order to the reserve screen.
 */
export function useFromBitcoin(contracts: NetworkContracts, quote: FromBitcoinQuote) {
  const navigate = useNavigate();
  const network = useNetworkStore((state) => state.network);
  const wallet = useConnectedWallet();
  const block = useBlockNumber();
  const maxSlippage = useSettingsStore((state) => state.settings.maxSlippage);
  const buyToken = useSwapForm((state) => state.buyToken);
  const setOrder = useNativeOrderStore((state) => state.setOrder);
  const [reorg, setReorg] = useState<ReorgProtectionChoice>(DEFAULT_REORG_PROTECTION_CHOICE);
  const [notice, setNotice] = useState<string | null>(null);

  const sats = quote.sellAmount;
  const delay = activationDelayOfChoice(reorg, sats);
  const tokenBusy = useTokenBusy(buyToken ? buyToken.address : null);
  const reservationInProgress = useReservationInProgress();

  const key = `${buyToken?.address}|${sats}|${delay.ok ? delay.delay : 'none'}`;
  const settled = useDebouncedValue(key, DEBOUNCE_MS.reservationSimulation) === key;
  const feasible =
    wallet !== null &&
    buyToken !== null &&
    hasAmount(sats) &&
    meetsMinimumTrade(sats) &&
    !isAboveQuoteInputMaximum(sats) &&
    delay.ok &&
    quote.nativeQuote !== null &&
    hasNativePool(quote.nativeQuote);
  const simulated = useReservationSimulation(
    feasible && settled && wallet && buyToken && sats !== null && delay.ok
      ? {
          network,
          contracts,
          wallet,
          token: buyToken.address,
          sats,
          activationDelay: delay.delay,
          block,
        }
      : null,
  );
  const result = settled ? simulated.data : undefined;
  let simulation: ReservationSimulation = { status: 'pending' };
  if (result) {
    simulation = result.reverted
      ? { status: 'done', reverted: true, expectedAmountOut: 0n }
      : { status: 'done', reverted: false, expectedAmountOut: result.expectedAmountOut };
  } else if (settled && simulated.isError) {
    simulation = { status: 'done', reverted: true, expectedAmountOut: 0n };
  }

  const next = () => {
    if (!delay.ok) {
      setNotice(delay.error);
      return;
    }
    if (!buyToken || sats === null || !result || result.reverted) return;
    setOrder({
      token: buyToken,
      amountIn: sats,
      expectedAmountOut: result.expectedAmountOut,
      minimumAmountOut: minimumAmountOut(result.expectedAmountOut, BigInt(maxSlippage)),
      slippage: maxSlippage,
      activationDelay: delay.delay,
      estimatedGas: result.estimatedGas,
      estimatedSatGas: result.estimatedSatGas,
    });
    void navigate(routes.nativeReserve());
  };

  const checks: FromBitcoinChecks = { simulation, tokenBusy, reservationInProgress };
  // The button says the pool lacks liquidity; any other revert is worth its own words.
  const revert = result?.reverted ? toUserMessage(result.revert) : null;
  return {
    checks,
    reorg,
    setReorg,
    /** The reservation's expected output once simulated, for the details. */
    expectedAmountOut: result && !result.reverted ? result.expectedAmountOut : null,
    reorgError: delay.ok || !hasAmount(sats) ? null : delay.error,
    /** Why the reservation simulation reverted, when it is not the lack of liquidity. */
    simulationError: revert === NO_LISTINGS_OR_LIQUIDITY ? null : revert,
    notice,
    clearNotice: () => setNotice(null),
    next,
  };
}
