import { hasAmount } from '@opswap/protocol/amount/amount-input';
import { DEBOUNCE_MS } from '@opswap/protocol/constants';
import {
  hasNativePool,
  isAboveQuoteInputMaximum,
  meetsMinimumTrade,
} from '@opswap/protocol/nativeswap/from-bitcoin-trade';
import { activationDelayOfChoice } from '@opswap/protocol/nativeswap/reorg-protection-choice';
import type { ReservationSimulation } from '@opswap/protocol/swap/from-bitcoin-button';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useBlockNumber } from '../../../lib/chain/use-block-number.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { useConnectedWallet } from '../../../lib/wallet/wallet-store.ts';
import { useReservationSimulation } from '../api/from-bitcoin-queries.ts';
import { useSwapForm } from '../stores/swap-form-store.ts';

export interface ReservationQuoteInput {
  token: string;
  sats: bigint | null;
  /** The token's NativeSwap quote; null until known. */
  nativeQuote: bigint | null;
}

export interface ReservationQuote {
  /** The reorg protection's activation delay for the amount, or why it has none. */
  activationDelay: ReturnType<typeof activationDelayOfChoice>;
  simulation: ReservationSimulation;
  /** What the simulated reservation costs in gas, for the order; null until it reserves. */
  gas: { estimatedGas: bigint; estimatedSatGas: bigint } | null;
}

/**
 * The reservation a buy with Bitcoin would make, simulated as the wallet once the token, the sats
 * and the reorg protection have settled for 500 ms, and again each block. Its answer is the buy's
 * quote: what the contract reserves is what the buy gets.
 */
export function useReservationQuote(
  contracts: NetworkContracts,
  input: ReservationQuoteInput | null,
): ReservationQuote {
  const network = useNetworkStore((state) => state.network);
  const wallet = useConnectedWallet();
  const block = useBlockNumber();
  const reorg = useSwapForm((state) => state.reorgProtection);

  const sats = input?.sats ?? null;
  const delay = activationDelayOfChoice(reorg, sats);
  const key = `${input?.token}|${sats}|${delay.ok ? delay.delay : 'none'}`;
  const settled = useDebouncedValue(key, DEBOUNCE_MS.reservationSimulation) === key;
  const feasible =
    input !== null &&
    hasAmount(sats) &&
    meetsMinimumTrade(sats) &&
    !isAboveQuoteInputMaximum(sats) &&
    input.nativeQuote !== null &&
    hasNativePool(input.nativeQuote);
  const simulated = useReservationSimulation(
    feasible && settled && wallet && delay.ok
      ? {
          network,
          contracts,
          wallet,
          token: input.token,
          sats,
          activationDelay: delay.delay,
          block,
        }
      : null,
  );

  const result = settled ? simulated.data : undefined;
  let simulation: ReservationSimulation = { status: 'pending' };
  if (result?.reverted) {
    simulation = { status: 'reverted', revert: result.revert };
  } else if (result) {
    const { expectedAmountOut, totalSatoshis } = result;
    simulation = { status: 'reserved', expectedAmountOut, totalSatoshis };
  } else if (settled && simulated.isError) {
    simulation = { status: 'reverted', revert: simulated.error.message };
  }
  return {
    activationDelay: delay,
    simulation,
    gas:
      result && !result.reverted
        ? { estimatedGas: result.estimatedGas, estimatedSatGas: result.estimatedSatGas }
        : null,
  };
}
