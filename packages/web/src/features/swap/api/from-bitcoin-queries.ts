import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type * as ChainModule from '../../../entities/native-swap/reservation-chain.ts';
import type { ConnectedWallet } from '../../../lib/wallet/wallet-store.ts';
import { keepAcrossBlocks, swapKeys } from './swap-query-keys.ts';
import { loadChainModule } from '../../../lib/chain/load-chain.ts';

type ReservationChain = typeof ChainModule;
let reservationChain: Promise<ReservationChain> | null = null;

/** The reservation chain module, loaded once however many queries ask for it at the same time. */
function loadReservationChain(): Promise<ReservationChain> {
  reservationChain ??= loadChainModule(
    () => import('../../../entities/native-swap/reservation-chain.ts'),
  ).catch((error) => {
    reservationChain = null;
    throw error;
  });
  return reservationChain;
}

/** The from-Bitcoin chain queries' keys; each ends with the block, so a new block asks again. */
export const fromBitcoinKeys = {
  typedQuote: (network: ProductNetwork, token: string, sats: bigint, block: number | undefined) =>
    [
      ...swapKeys.all(network),
      'native-typed-quote',
      token.toLowerCase(),
      sats.toString(),
      block ?? null,
    ] as const,
  simulation: (
    network: ProductNetwork,
    wallet: string,
    token: string,
    sats: bigint,
    delay: number,
    block: number | undefined,
  ) =>
    [
      ...swapKeys.all(network),
      'reservation-simulation',
      wallet,
      token.toLowerCase(),
      sats.toString(),
      delay,
      block ?? null,
    ] as const,
};

export interface TypedQuoteInput {
  network: ProductNetwork;
  contracts: NetworkContracts;
  token: string;
  sats: bigint;
  block: number | undefined;
}

/** getQuote for the typed sats: the tokens they would buy now. */
export function useTypedNativeQuote(input: TypedQuoteInput | null) {
  const queryKey = input
    ? fromBitcoinKeys.typedQuote(input.network, input.token, input.sats, input.block)
    : (['swap', 'native-typed-quote', 'none'] as const);
  return useQuery({
    queryKey,
    queryFn: input
      ? async () => {
          const chain = await loadReservationChain();
          return chain.readQuoteForSatoshis(
            input.network,
            input.contracts,
            input.token,
            input.sats,
          );
        }
      : skipToken,
    retry: false,
    placeholderData: keepAcrossBlocks(queryKey),
  });
}

export interface ReservationSimulationInput {
  network: ProductNetwork;
  contracts: NetworkContracts;
  wallet: ConnectedWallet;
  token: string;
  sats: bigint;
  activationDelay: number;
  block: number | undefined;
}

/** The reservation simulated as the wallet, with its fee and timelock outputs (feasibility). */
export function reservationSimulationQueryOptions(input: ReservationSimulationInput | null) {
  return queryOptions({
    queryKey: input
      ? fromBitcoinKeys.simulation(
          input.network,
          input.wallet.address,
          input.token,
          input.sats,
          input.activationDelay,
          input.block,
        )
      : (['swap', 'reservation-simulation', 'none'] as const),
    queryFn: input
      ? async () => {
          const chain = await loadReservationChain();
          return chain.simulateReservation(
            {
              network: input.network,
              contracts: input.contracts,
              token: input.token,
              amountIn: input.sats,
              minimumAmountOut: 0n,
              activationDelay: input.activationDelay,
            },
            input.wallet,
          );
        }
      : skipToken,
    retry: false,
  });
}

export function useReservationSimulation(input: ReservationSimulationInput | null) {
  const options = reservationSimulationQueryOptions(input);
  return useQuery({ ...options, placeholderData: keepAcrossBlocks(options.queryKey) });
}
