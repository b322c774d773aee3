import { networks } from '@btc-vision/bitcoin';
import { Address } from '@btc-vision/transaction';
import {
  getContract,
  JSONRpcProvider,
  MOTOSWAP_ROUTER_ABI,
  MotoSwapFactoryAbi,
  MotoswapPoolAbi,
  OP_20_ABI,
  type CallResult,
  type IMotoswapFactoryContract,
  type IMotoswapPoolContract,
  type IMotoswapRouterContract,
  type InteractionTransactionReceipt,
  type IOP20Contract,
  type TransactionParameters,
  type TransactionReceipt,
} from 'opnet';
import type { DevAccount } from '../../src/accounts/dev-accounts.ts';
import { mineBlocks, type MineResult } from './test-devnet.ts';

export const network = networks.regtest;

/** What every test transaction may spend at most, in sats. */
export const MAX_SATS_PER_TRANSACTION = 1_000_000n;
export const DEFAULT_FEE_RATE = 2;

/** The sending options a test may change; the rest comes from the account. */
export type SendOptions = Partial<
  Pick<
    TransactionParameters,
    'feeRate' | 'priorityFee' | 'utxos' | 'maximumAllowedSatToSpend' | 'extraOutputs'
  >
>;

/** A transaction sent through the client, mined, and its receipt as the client reads it. */
export interface MinedCall {
  sent: InteractionTransactionReceipt;
  mined: MineResult;
  receipt: TransactionReceipt;
}

type Simulation = CallResult | Promise<CallResult>;

/**
 * A development account using the unmodified `opnet` client against a devnet: its own
 * JSONRpcProvider, typed contracts with the account as sender, and sendTransaction with a Node
 * signer. Mining goes through devnet_mine over JSON-RPC.
 */
export class AccountClient {
  readonly provider: JSONRpcProvider;

  constructor(
    readonly url: string,
    readonly account: DevAccount,
  ) {
    this.provider = new JSONRpcProvider({ url, network });
  }

  get address(): Address {
    return this.account.address;
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

  factory(address: string): IMotoswapFactoryContract {
    return getContract<IMotoswapFactoryContract>(
      address,
      MotoSwapFactoryAbi,
      this.provider,
      network,
      this.address,
    );
  }

  pool(address: string): IMotoswapPoolContract {
    return getContract<IMotoswapPoolContract>(
      address,
      MotoswapPoolAbi,
      this.provider,
      network,
      this.address,
    );
  }

  transactionParameters(options: SendOptions = {}): TransactionParameters {
    return {
      signer: this.account.signer,
      mldsaSigner: this.account.mldsaSigner,
      refundTo: this.account.p2tr,
      maximumAllowedSatToSpend: MAX_SATS_PER_TRANSACTION,
      network,
      feeRate: DEFAULT_FEE_RATE,
      priorityFee: 0n,
      ...options,
    };
  }

  /** Signs and broadcasts a simulated call (funding + interaction package); mines nothing. */
  async broadcast(
    simulation: Simulation,
    options: SendOptions = {},
  ): Promise<InteractionTransactionReceipt> {
    return (await simulation).sendTransaction(this.transactionParameters(options));
  }

  /** Broadcasts, mines one block and reads the receipt back through the client. */
  async send(simulation: Simulation, options: SendOptions = {}): Promise<MinedCall> {
    const sent = await this.broadcast(simulation, options);
    const mined = await this.mine();
    const receipt = await this.provider.getTransactionReceipt(sent.transactionId);
    return { sent, mined, receipt };
  }

  mine(count = 1): Promise<MineResult> {
    return mineBlocks(this.url, count);
  }

  async balanceOf(token: string, owner: Address = this.address): Promise<bigint> {
    return (await this.token(token).balanceOf(owner)).properties.balance;
  }

  close(): Promise<void> {
    return this.provider.close();
  }
}

/** The OP_NET address object of a 0x address (a contract, or an account's hashed key). */
export const addressOf = (hex: string): Address => Address.fromString(hex);
