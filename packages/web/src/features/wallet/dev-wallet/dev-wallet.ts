// The development wallet: an in-page wallet for the devnet that answers as OP_WALLET does
// (window.opnet with web3.signInteraction), so the app has one code path for every wallet.
// It signs with the devnet's public development keys and never runs off regtest.
import { fromHex, networks, toHex } from '@btc-vision/bitcoin';
import {
  AddressTypes,
  type ICancelTransactionParametersWithoutSigner,
  type InteractionParametersWithoutSigner,
  type IFundingTransactionParametersWithoutSigner,
  Mnemonic,
  TransactionFactory,
  UnisatChainType,
  type Wallet,
} from '@btc-vision/transaction';
import { USER_REJECTED_CODE } from '@opswap/protocol/errors/wallet-errors';
import { nonNegativeInteger } from '@opswap/protocol/schemas/common';
import type { JSONRpcProvider } from 'opnet';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/storage/local-storage.ts';
import { z } from 'zod/mini';
import { type DevnetInfo, requestFaucet } from './devnet-rpc.ts';
import { useDevWalletStore } from './dev-wallet-store.ts';

type Listener = (payload: never) => void;

/** The error a wallet gives when its user says no (EIP-1193 style, code 4001). */
class UserRejectedError extends Error {
  readonly code = USER_REJECTED_CODE;
  constructor() {
    super('User rejected the request.');
  }
}

const REGTEST_CHAIN = {
  enum: UnisatChainType.BITCOIN_REGTEST,
  name: 'Bitcoin Regtest',
  network: 'regtest',
} as const;

/** What the wallet says once it was taken off the page (the app left regtest). */
export const DEV_WALLET_UNAVAILABLE = 'The development wallet only runs on regtest.';

interface WalletWindow {
  opnet?: unknown;
}

export class DevWallet {
  private readonly root: Mnemonic;
  private readonly derived = new Map<number, Wallet>();
  private readonly listeners = new Map<string, Set<Listener>>();
  /** Like an extension, it remembers that this site was allowed to see the accounts. */
  private connected = readStored(STORAGE_KEYS.devWalletConnected, z.boolean(), false);
  /** Set once the app leaves regtest: a stale reference to this wallet can no longer sign. */
  private retired = false;
  private index: number;
  /** Signing takes window.opnet away for a moment (see withoutInjection): one at a time. */
  private signing: Promise<unknown> = Promise.resolve();

  readonly web3 = {
    signInteraction: (params: InteractionParametersWithoutSigner) =>
      this.approved(() => this.signInteraction(params)),
    sendBitcoin: (params: IFundingTransactionParametersWithoutSigner) =>
      this.approved(() => this.sendBitcoin(params)),
    cancelTransaction: (params: ICancelTransactionParametersWithoutSigner) =>
      this.approved(() => this.cancelTransaction(params)),
    getMLDSAPublicKey: async () => toHex(this.current().quantumPublicKey),
    signSchnorr: (hex: string) => this.approved(async () => this.schnorr(hex)),
  };

  constructor(
    private readonly info: DevnetInfo,
    private readonly provider: JSONRpcProvider,
    private readonly rpcUrl: string,
  ) {
    this.root = new Mnemonic(info.mnemonic, '', networks.regtest);
    const saved = readStored(STORAGE_KEYS.devAccount, nonNegativeInteger, 0);
    this.index = saved < info.accounts.length ? saved : 0;
  }

  // --- the Unisat-style methods OP_WALLET offers ---

  requestAccounts = (): Promise<string[]> =>
    this.approved(async () => {
      this.setConnected(true);
      return [this.current().p2tr];
    });

  getAccounts = async (): Promise<string[]> =>
    this.connected && !this.retired ? [this.current().p2tr] : [];
  getPublicKey = async (): Promise<string> => this.current().toPublicKeyHex();
  getChain = async () => REGTEST_CHAIN;
  getNetwork = async () => 'regtest';
  /**
   * It only serves regtest: asked for any other chain it disconnects (as a wallet does when its
   * user leaves), so the app drops it through the same path as any other wallet.
   */
  switchChain = async (chain: string): Promise<void> => {
    if (chain !== UnisatChainType.BITCOIN_REGTEST) this.leave();
  };
  /** The older, network-named form of switchChain. */
  switchNetwork = async (network: string): Promise<void> => {
    if (network !== 'regtest') this.leave();
  };
  connect = async () => {
    await this.requestAccounts();
  };
  disconnect = async () => {
    this.setConnected(false);
  };

  getBalance = async () => {
    const sats = Number(await this.provider.getBalance(this.current().p2tr, true));
    return { confirmed: sats, unconfirmed: 0, total: sats };
  };

  /** A BIP-340 signature of the given 32-byte hex digest (OP_WALLET's signData 'schnorr'). */
  signData = (hex: string): Promise<string> => this.approved(async () => this.schnorr(hex));

  /**
   * OP_WALLET's signMessage with the account's key: 'ecdsa' (the default) in Bitcoin's
   * signed-message format, 'bip322-simple' as BIP-322 for the account's taproot address. The
   * signing code loads on the first call: the app itself signs with signData.
   */
  signMessage = (
    message: string | Uint8Array,
    type: 'ecdsa' | 'bip322-simple' = 'ecdsa',
  ): Promise<string> =>
    this.approved(async () => {
      const { keypair } = this.current();
      const { signBip322Taproot, signBitcoinMessage } = await import('./message-signature.ts');
      if (type === 'bip322-simple') return signBip322Taproot(keypair, message, networks.regtest);
      if (!keypair.privateKey) throw new Error('This key cannot sign.');
      return signBitcoinMessage(keypair.privateKey, message);
    });

  on = (event: string, listener: Listener): void => {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
  };

  removeListener = (event: string, listener: Listener): void => {
    this.listeners.get(event)?.delete(listener);
  };

  // --- development controls ---

  async switchAccount(index: number): Promise<void> {
    if (!this.info.accounts.some((account) => account.index === index)) return;
    this.index = index;
    writeStored(STORAGE_KEYS.devAccount, index);
    useDevWalletStore.setState({ accountIndex: index });
    if (this.connected) this.emit('accountsChanged', [this.current().p2tr]);
  }

  async faucet(): Promise<void> {
    await requestFaucet(this.rpcUrl, this.current().p2tr);
  }

  get accountIndex(): number {
    return this.index;
  }

  /** Takes the wallet out of service: disconnected and answering no request again. */
  retire(): void {
    this.leave();
    this.retired = true;
  }

  get isRetired(): boolean {
    return this.retired;
  }

  // --- internals ---

  /** Disconnects as the user would: accountsChanged with no accounts, then disconnect. */
  private leave(): void {
    if (!this.connected) return;
    this.setConnected(false);
    this.emit('accountsChanged', []);
    this.emit('disconnect', undefined);
  }

  private setConnected(connected: boolean): void {
    this.connected = connected;
    writeStored(STORAGE_KEYS.devWalletConnected, connected);
  }

  private current(): Wallet {
    let wallet = this.derived.get(this.index);
    if (!wallet) {
      wallet = this.root.deriveOPWallet(AddressTypes.P2TR, this.index);
      this.derived.set(this.index, wallet);
    }
    return wallet;
  }

  private emit(event: string, payload: unknown): void {
    for (const listener of this.listeners.get(event) ?? [])
      (listener as (p: unknown) => void)(payload);
  }

  /** Runs a request unless the panel's 'reject next request' switch is on (it answers 4001 once). */
  private async approved<T>(request: () => Promise<T>): Promise<T> {
    if (this.retired) throw new Error(DEV_WALLET_UNAVAILABLE);
    const store = useDevWalletStore.getState();
    if (store.rejectNext) {
      store.setRejectNext(false);
      throw new UserRejectedError();
    }
    return request();
  }

  private schnorr(hex: string): string {
    const digest = fromHex(hex.replace(/^0x/, ''));
    if (digest.length !== 32) throw new Error('signData takes a 32-byte digest.');
    const signer = this.current().keypair;
    if (!signer.signSchnorr) throw new Error('This key cannot sign schnorr.');
    // The library brands a 32-byte digest as MessageHash; the length is checked above.
    return toHex(signer.signSchnorr(digest as Parameters<typeof signer.signSchnorr>[0]));
  }

  private async signInteraction(params: InteractionParametersWithoutSigner) {
    const wallet = this.current();
    const challenge =
      (params as { challenge?: unknown }).challenge ?? (await this.provider.getChallenge());
    return this.withoutInjection(() =>
      new TransactionFactory().signInteraction({
        ...params,
        signer: wallet.keypair,
        mldsaSigner: wallet.mldsaKeypair,
        challenge: challenge as Awaited<ReturnType<JSONRpcProvider['getChallenge']>>,
      }),
    );
  }

  /** Spends a pending interaction's funding output back to the wallet (OP_WALLET's cancel). */
  private async cancelTransaction(params: ICancelTransactionParametersWithoutSigner) {
    const wallet = this.current();
    return this.withoutInjection(() =>
      new TransactionFactory().createCancellableTransaction({
        ...params,
        signer: wallet.keypair,
        mldsaSigner: wallet.mldsaKeypair,
        network: networks.regtest,
      }),
    );
  }

  private async sendBitcoin(params: IFundingTransactionParametersWithoutSigner) {
    const wallet = this.current();
    return this.withoutInjection(() =>
      new TransactionFactory().createBTCTransfer({
        ...params,
        signer: wallet.keypair,
        mldsaSigner: wallet.mldsaKeypair,
        network: networks.regtest,
        gasSatFee: 0n,
      } as Parameters<TransactionFactory['createBTCTransfer']>[0]),
    );
  }

  /**
   * The transaction library hands any signing to window.opnet when it exists, which would call
   * this wallet again; while it signs with the key itself, window.opnet is taken away.
   */
  private withoutInjection<T>(sign: () => Promise<T>): Promise<T> {
    const run = this.signing.then(async () => {
      const target = window as unknown as WalletWindow;
      const injected = target.opnet;
      delete target.opnet;
      try {
        return await sign();
      } finally {
        // Taken off the page while signing: it stays off.
        if (!this.retired) target.opnet = injected;
      }
    });
    this.signing = run.catch(() => undefined);
    return run;
  }
}

/** The development wallet in place as window.opnet, if it is. */
export function installedDevWallet(): DevWallet | null {
  const injected = (window as unknown as WalletWindow).opnet;
  return injected instanceof DevWallet && !injected.isRetired ? injected : null;
}

/**
 * Takes the development wallet off the page (the app left regtest): it disconnects, stops
 * answering, window.opnet goes and the panel hides. True when there was one to remove.
 */
export function uninstallDevWallet(): boolean {
  const wallet = installedDevWallet();
  if (!wallet) return false;
  wallet.retire();
  delete (window as unknown as WalletWindow).opnet;
  useDevWalletStore.setState({ installed: false, switchAccount: null, faucet: null });
  return true;
}

/** Puts the development wallet in place as window.opnet and hands its controls to the panel. */
export function installDevWallet(
  info: DevnetInfo,
  provider: JSONRpcProvider,
  rpcUrl: string,
): DevWallet {
  const wallet = new DevWallet(info, provider, rpcUrl);
  (window as unknown as WalletWindow).opnet = wallet;
  useDevWalletStore.setState({
    installed: true,
    accounts: info.accounts.map(({ index, p2tr }) => ({ index, address: p2tr })),
    accountIndex: wallet.accountIndex,
    switchAccount: (index) => wallet.switchAccount(index),
    faucet: () => wallet.faucet(),
  });
  return wallet;
}
