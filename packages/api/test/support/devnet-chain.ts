import { networks, toSatoshi } from '@btc-vision/bitcoin';
import {
  Address,
  AddressTypes,
  Mnemonic,
  type ChallengeSolution,
  type Wallet,
} from '@btc-vision/transaction';
import {
  getContract,
  JSONRpcProvider,
  MOTOSWAP_ROUTER_ABI,
  NativeSwapAbi,
  OP_20_ABI,
  TransactionOutputFlags,
  type CallResult,
  type IMotoswapRouterContract,
  type INativeSwapContract,
  type InteractionTransactionReceipt,
  type IOP20Contract,
  type TransactionParameters,
  type UTXO,
} from 'opnet';

// Development accounts sending real transactions to a devnet through the unmodified opnet
// client, as the web app does: simulate, sign with the account's keys, broadcast the package.

export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
export const network = networks.regtest;
export const MAX_SATS_PER_TRANSACTION = 1_000_000n;

export type SendOptions = Partial<
  Pick<TransactionParameters, 'feeRate' | 'utxos' | 'extraOutputs' | 'priorityFee' | 'challenge'>
>;

/** A Bitcoin payment an interaction makes besides its output 0. */
export interface BtcPayment {
  to: string;
  value: bigint;
}

let root: Mnemonic | null = null;

/** A development account: account i of the devnet mnemonic (m/86'/0'/0'/0/i). */
export class DevnetWallet {
  readonly provider: JSONRpcProvider;
  readonly wallet: Wallet;

  constructor(
    private readonly url: string,
    readonly index: number,
  ) {
    root ??= new Mnemonic(DEV_MNEMONIC, '', network);
    this.wallet = root.deriveOPWallet(AddressTypes.P2TR, index);
    this.provider = new JSONRpcProvider({ url, network });
  }

  /** The compressed public key, 66 hex: the user key of the api's paths. */
  get publicKey(): string {
    return this.wallet.toPublicKeyHex().replace(/^0x/, '');
  }

  get p2tr(): string {
    return this.wallet.p2tr;
  }

  get address(): Address {
    return this.wallet.address;
  }

  token(address: string): IOP20Contract {
    return getContract<IOP20Contract>(address, OP_20_ABI, this.provider, network, this.address);
  }

  router(address: string): IMotoswapRouterContract {
    return getContract<IMotoswapRouterContract>(
      address,
      MOTOSWAP_ROUTER_ABI,
      this.provider,
      network,
      this.address,
    );
  }

  /** A NativeSwap contract whose next simulation sees these Bitcoin payments (index 1 on). */
  nativeSwap(address: string, payments: readonly BtcPayment[] = []): INativeSwapContract {
    const contract = getContract<INativeSwapContract>(
      address,
      NativeSwapAbi,
      this.provider,
      network,
      this.address,
    );
    contract.setTransactionDetails({
      inputs: [],
      outputs: payments.map((payment, position) => ({
        index: position + 1,
        to: payment.to,
        value: payment.value,
        flags: TransactionOutputFlags.hasTo,
      })),
    });
    return contract;
  }

  parameters(options: SendOptions = {}): TransactionParameters {
    return {
      signer: this.wallet.keypair,
      mldsaSigner: this.wallet.mldsaKeypair,
      refundTo: this.p2tr,
      maximumAllowedSatToSpend: MAX_SATS_PER_TRANSACTION,
      network,
      feeRate: 2,
      priorityFee: 0n,
      ...options,
    };
  }

  /**
   * Signs and broadcasts a simulated call with the node's current epoch challenge; mines nothing.
   * (The provider keeps the challenge it fetched for 10 s: after a reorg that one can name an
   * epoch above the new tip, which the node refuses.)
   */
  async broadcast(
    simulation: CallResult | Promise<CallResult>,
    options: SendOptions = {},
  ): Promise<InteractionTransactionReceipt> {
    const challenge = options.challenge ?? (await this.currentChallenge());
    return (await simulation).sendTransaction(this.parameters({ ...options, challenge }));
  }

  /** Broadcasts with these payments as extra outputs (the same as simulated). */
  broadcastPaying(
    simulation: CallResult | Promise<CallResult>,
    payments: readonly BtcPayment[],
  ): Promise<InteractionTransactionReceipt> {
    return this.broadcast(simulation, {
      extraOutputs: payments.map((payment) => ({
        address: payment.to,
        value: toSatoshi(payment.value),
      })),
    });
  }

  /** The account's UTXOs as the node reports them now (the client's cache dropped). */
  async freshUtxos(): Promise<UTXO[]> {
    this.provider.utxoManager.clean();
    return this.provider.utxoManager.getUTXOs({ address: this.p2tr });
  }

  /** The epoch challenge the node serves now, read past the provider's cache. */
  async currentChallenge(): Promise<ChallengeSolution> {
    const source = new JSONRpcProvider({ url: this.url, network });
    try {
      return await source.getChallenge();
    } finally {
      await source.close();
    }
  }

  close(): Promise<void> {
    return this.provider.close();
  }
}

/** The OP_NET address object of a 0x address. */
export const addressOf = (hex: string): Address => Address.fromString(hex);
