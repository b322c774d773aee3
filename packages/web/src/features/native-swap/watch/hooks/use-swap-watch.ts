import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer, useRef } from 'react';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import {
  dangerReducer,
  getDangerView,
  initialDangerState,
  type DangerEvent,
  type DangerView,
} from '@opswap/protocol/watch/danger';
import {
  readNativeSwapWatchData,
  type NativeSwapWatchData,
} from '@opswap/protocol/watch/swap-watch-data';
import { getWatchScreenState, type WatchScreenState } from '@opswap/protocol/watch/watch-state';
import type { Activity } from '@opswap/protocol/schemas/activity';
import type { Reservation } from '@opswap/protocol/schemas/reservation';
import { useSessionUser } from '../../../../entities/activity/session-user.ts';
import { useSeenBlock } from '../../../../lib/chain/use-seen-block.ts';
import { useNetworkStore } from '../../../../lib/network/network-store.ts';
import { useConnectedWallet } from '../../../../lib/wallet/wallet-store.ts';
import { useReservation } from '../../api/reservation-api.ts';
import {
  minedTransactionQueryOptions,
  swapCheckQueryOptions,
  watchedActivityQueryOptions,
  type SwapCheckInput,
} from '../api/watch-queries.ts';

export interface SwapWatch {
  state: WatchScreenState;
  activity: Activity | undefined;
  /** The NativeSwap activity's recorded data (amounts, cancel data), once it is known. */
  swapData: NativeSwapWatchData | null;
  reservation: Reservation | undefined;
  danger: DangerView;
  /** Whether the monitor has what it needs to simulate the swap (wallet, token, payments). */
  monitoring: boolean;
  autoProtection: boolean;
  dispatch: (event: DangerEvent) => void;
}

/**
 * The watch screen's model (docs/native-swap.md#watch): the state from the swap's
 * activity and its transaction, and, while pending, a simulation of the swap on every check
 * feeding the danger reducer.
 */
export function useSwapWatch(
  contracts: NetworkContracts,
  reservationHash: string,
  swapTransactionId: string,
): SwapWatch {
  const network = useNetworkStore((state) => state.network);
  const wallet = useConnectedWallet();
  const { session } = useSessionUser();
  const activity = useQuery(watchedActivityQueryOptions(session, swapTransactionId)).data;
  const transaction = useQuery(minedTransactionQueryOptions(network, swapTransactionId)).data;
  const reservation = useReservation(reservationHash).data;
  useSeenBlock(activity?.blockNumber);
  const state = getWatchScreenState({
    activity: activity ?? null,
    transaction: transaction ?? null,
  });
  const swapData = readNativeSwapWatchData(activity?.data);

  const account = wallet?.address ?? null;
  const sender = wallet?.sender ?? null;
  const tokenAddress = reservation?.tokenAddress ?? swapData?.tokenAddress ?? null;
  const providers = reservation?.events?.providers;
  const checkInput = useMemo((): SwapCheckInput | null => {
    if (!account || !sender || !tokenAddress || !providers) return null;
    const payments = providers.map((p) => ({ to: p.depositAddress, value: p.satoshisAmount }));
    return { network, contracts, account, sender, tokenAddress, payments };
  }, [network, contracts, account, sender, tokenAddress, providers]);
  const pending = state === 'pending';
  const check = useQuery({
    ...swapCheckQueryOptions(network, swapTransactionId, checkInput),
    enabled: pending && checkInput !== null,
  });

  const [dangerState, dispatch] = useReducer(dangerReducer, initialDangerState);
  const counted = useRef(0);
  useEffect(() => {
    if (!check.data || check.dataUpdatedAt === counted.current) return;
    counted.current = check.dataUpdatedAt;
    dispatch({ type: 'check-completed', result: check.data });
  }, [check.data, check.dataUpdatedAt]);

  return {
    state,
    activity,
    swapData,
    reservation,
    danger: getDangerView(dangerState),
    monitoring: checkInput !== null,
    autoProtection: dangerState.autoProtection,
    dispatch,
  };
}
