import { create } from 'zustand';
import type { Token } from '@opswap/protocol/tokens/token';

/**
 * A from-Bitcoin order as step 1 (the swap form) hands it to step 2 (the reserve screen): what
 * the user asked for and what the reservation simulation answered. Amounts are sats in, token
 * base units out.
 */
export interface NativeBuyOrder {
  token: Token;
  amountIn: bigint;
  expectedAmountOut: bigint;
  minimumAmountOut: bigint;
  /** Slippage in whole percent. */
  slippage: number;
  /** The activation delay in blocks: the reorg protection level, 0 when off. */
  activationDelay: number;
  estimatedGas: bigint;
  estimatedSatGas: bigint;
}

interface NativeOrderState {
  order: NativeBuyOrder | null;
  setOrder(order: NativeBuyOrder | null): void;
}

/** The order in flight between the swap form and the reserve screen (this tab only). */
export const useNativeOrderStore = create<NativeOrderState>((set) => ({
  order: null,
  setOrder: (order) => set({ order }),
}));
