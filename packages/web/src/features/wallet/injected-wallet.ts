import type { WalletKind } from '../../lib/wallet/wallet-store.ts';

/** What the app calls on a wallet the browser injected (window.opnet, window.unisat). */
export interface InjectedWallet {
  getAccounts(): Promise<string[]>;
  requestAccounts(): Promise<string[]>;
  signMessage(message: string, type?: 'ecdsa' | 'bip322-simple'): Promise<string>;
  signData(hex: string, type?: 'ecdsa' | 'schnorr'): Promise<string>;
  /** Asks the wallet to move to a chain (getChain's enum name); the user may refuse. */
  switchChain?(chain: string): Promise<void>;
  getChain?(): Promise<{ enum: string }>;
  getPublicKey(): Promise<string>;
  /** OP_NET's calls; only OP_WALLET has them. */
  web3?: { getMLDSAPublicKey?(): Promise<string | null> };
  on?(event: 'chainChanged', listener: () => void): void;
  removeListener?(event: 'chainChanged', listener: () => void): void;
}

/** The injected wallet of a kind, or null when it is not installed. */
export function injectedWallet(kind: WalletKind): InjectedWallet | null {
  const target = window as unknown as { opnet?: InjectedWallet; unisat?: InjectedWallet };
  return (kind === 'OP_WALLET' ? target.opnet : target.unisat) ?? null;
}
