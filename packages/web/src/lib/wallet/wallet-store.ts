import { create } from 'zustand';
import { z } from 'zod/mini';
import type { Address, UnisatSigner } from '@btc-vision/transaction';
import { readStored, STORAGE_KEYS } from '../storage/local-storage.ts';

/** The wallets the connect modal offers; OP_WALLET is the recommended one. */
export const WALLET_KINDS = ['OP_WALLET', 'UNISAT'] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

export const WALLET_LABELS: Record<WalletKind, string> = {
  OP_WALLET: 'OP_WALLET',
  UNISAT: 'UniSat',
};

export const RECOMMENDED_WALLET: WalletKind = 'OP_WALLET';

/** A signature of a sign-in challenge, in a form the api verifies. */
export interface SignedMessage {
  signature: string;
  signatureType: 'ecdsa' | 'schnorr';
}

/**
 * What the lazily loaded wallet bridge (features/wallet/wallet-bridge.tsx) offers once the chain
 * libraries are in: the actions that need the wallet libraries.
 */
export interface WalletActions {
  connect(kind: WalletKind): Promise<void>;
  disconnect(): Promise<void>;
  signMessage(message: string): Promise<SignedMessage>;
  isInstalled(kind: WalletKind): boolean;
}

export interface ConnectedWallet {
  kind: WalletKind;
  /** The Bitcoin (p2tr) address: refunds, change and BTC balances. */
  address: string;
  /** The compressed public key, 66 hex digits: the user key in api paths. */
  publicKey: string;
  /** The OP_NET address object the `opnet` client takes as a sender. */
  sender: Address | null;
  /** UniSat signs through a signer object; OP_WALLET signs inside window.opnet (null). */
  signer: UnisatSigner | null;
  /** The wallet's chain name, e.g. BITCOIN_REGTEST. */
  chain: string | null;
}

export interface WalletState {
  wallet: ConnectedWallet | null;
  connecting: boolean;
  /**
   * A saved wallet is being reconnected (the wallet libraries load lazily and retry): no wallet
   * yet, but asking the user to log in would be premature.
   */
  reconnecting: boolean;
  connectModalOpen: boolean;
  connectError: string | null;
  actions: WalletActions | null;
  openConnectModal(): void;
  closeConnectModal(): void;
}

/** The wallet type saved from an earlier visit: a reconnect is coming when there is one. */
export const savedWalletKind = (): WalletKind | null =>
  readStored(STORAGE_KEYS.walletType, z.nullable(z.enum(WALLET_KINDS)), null);

export const useWalletStore = create<WalletState>((set) => ({
  wallet: null,
  connecting: false,
  reconnecting: savedWalletKind() !== null,
  connectModalOpen: false,
  connectError: null,
  actions: null,
  openConnectModal: () => set({ connectModalOpen: true, connectError: null }),
  closeConnectModal: () => set({ connectModalOpen: false, connectError: null }),
}));

/** The connected wallet or null; components re-render when it changes. */
export const useConnectedWallet = (): ConnectedWallet | null =>
  useWalletStore((state) => state.wallet);
