import { create } from 'zustand';
import { z } from 'zod/mini';
import { PRODUCT_NETWORKS, type ProductNetwork } from '@opswap/protocol/tokens/networks';
import { appConfig } from '../config/app-config.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../storage/local-storage.ts';

interface NetworkState {
  network: ProductNetwork;
  setNetwork(network: ProductNetwork): void;
}

const networkSchema = z.enum(PRODUCT_NETWORKS);

/** Listeners told when the network changes, so every cache keyed by the old chain is dropped. */
const resetListeners = new Set<() => void>();

export function onNetworkReset(listener: () => void): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}

/** The chain the app reads and writes: regtest (the devnet) unless the user chose another. */
export const useNetworkStore = create<NetworkState>((set, get) => ({
  network: readStored(STORAGE_KEYS.network, networkSchema, appConfig.defaultNetwork),
  setNetwork(network) {
    if (network === get().network) return;
    writeStored(STORAGE_KEYS.network, network);
    set({ network });
    for (const listener of resetListeners) listener();
  },
}));

export const currentNetwork = (): ProductNetwork => useNetworkStore.getState().network;
