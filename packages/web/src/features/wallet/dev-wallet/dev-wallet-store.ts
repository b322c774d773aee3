import { create } from 'zustand';

export interface DevWalletAccount {
  index: number;
  address: string;
}

/** What the development wallet panel shows and does; set by the wallet once it is installed. */
interface DevWalletState {
  installed: boolean;
  accounts: DevWalletAccount[];
  accountIndex: number;
  rejectNext: boolean;
  switchAccount: ((index: number) => Promise<void>) | null;
  faucet: (() => Promise<void>) | null;
  setRejectNext(reject: boolean): void;
}

export const useDevWalletStore = create<DevWalletState>((set) => ({
  installed: false,
  accounts: [],
  accountIndex: 0,
  rejectNext: false,
  switchAccount: null,
  faucet: null,
  setRejectNext: (rejectNext) => set({ rejectNext }),
}));
