import { create } from 'zustand';
import type { NativeBuyOrder } from '@opswap/protocol/swap/buy-flow';

interface NativeOrderState {
  order: NativeBuyOrder | null;
  setOrder(order: NativeBuyOrder | null): void;
}

/** The order in flight between the swap form and the reserve screen (this tab only). */
export const useNativeOrderStore = create<NativeOrderState>((set) => ({
  order: null,
  setOrder: (order) => set({ order }),
}));
