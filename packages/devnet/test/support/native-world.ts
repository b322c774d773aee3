import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toSatoshi } from '@btc-vision/bitcoin';
import {
  getContract,
  type IMotoChef,
  type INativeSwapContract,
  MOTOCHEF_ABI,
  MOTOSWAP_STAKING_ABI,
  NativeSwapAbi,
  type OPNetEvent,
  TransactionOutputFlags,
} from 'opnet';
import type { DevAccount } from '../../src/accounts/dev-accounts.ts';
import { fromHex } from '../../src/bytes.ts';
import type { StakingClient } from './staking-farm-factory-clients.ts';
import { startDevnet, type Devnet, type SeedContext, type SeedResult } from '../../src/devnet.ts';
import { deriveContractAddress, saltOf } from '../../src/vm/contract-address.ts';
import { AccountClient, addressOf, type MinedCall, network } from './account-client.ts';
import { mineBlocks, type MineResult, rpc } from './test-devnet.ts';
import { E18 } from './test-world.ts';

/**
 * The NativeSwap, staking and farm tests' own world (not the product's seed): account 0 deploys
 * MOTO (the farm is its admin), one OP20 token per NativeSwap scenario, NativeSwap (fees to
 * account 6, its fees to MOTO staking), MOTO staking, the MOTO farm and both factories. Pools are
 * created by the tests, through the client.
 */

export const NATIVE_TOKENS = ['WEX', 'BUY', 'PAY', 'EXP', 'CAN', 'REV'] as const;
export type NativeToken = (typeof NATIVE_TOKENS)[number];

export const NATIVE_WORLD_ACCOUNTS = 7;
/** Receives the NativeSwap fees and the farms' BTC fees; never sends. */
export const FEES_ACCOUNT = 6;
export const TOKENS_PER_ACCOUNT = 10_000_000n * E18;
/** The MOTO farm: 100 MOTO per block, half to the BTC pool (0), half to the MOTO pool (1). */
export const FARM = { motoPerBlock: 100n * E18, btcAllocPoint: 1_000n, motoAllocPoint: 1_000n };
/** The farm's BTC staking fee to its treasury: 1 percent (MotoChef's default). */
export const FARM_BTC_FEE_BPS = 100n;

export interface NativeWorld {
  tokens: Record<NativeToken, string>;
  MOTO: string;
  nativeSwap: string;
  staking: string;
  motoChef: string;
  tokenFactory: string;
  farmFactory: string;
  feesAddress: string;
}

function nativeWorldOf(deployer: string, feesAddress: string): NativeWorld {
  const at = (name: string) => deriveContractAddress(deployer, saltOf(name));
  return {
    tokens: Object.fromEntries(NATIVE_TOKENS.map((symbol) => [symbol, at(symbol)])) as Record<
      NativeToken,
      string
    >,
    MOTO: at('MOTO'),
    nativeSwap: at('nativeSwap'),
    staking: at('staking'),
    motoChef: at('motoChef'),
    tokenFactory: at('tokenFactory'),
    farmFactory: at('farmFactory'),
    feesAddress,
  };
}

function seedNativeTestWorld({ chain, accounts }: SeedContext): SeedResult {
  const deployer = (accounts[0] as DevAccount).opnetAddress;
  const feesAddress = (accounts[FEES_ACCOUNT] as DevAccount).p2tr;
  const world = nativeWorldOf(deployer, feesAddress);
  const initialMints = accounts.map((account) => `${account.opnetAddress}:${TOKENS_PER_ACCOUNT}`);
  for (const symbol of NATIVE_TOKENS) {
    chain.deploy({
      kind: 'OP20',
      address: world.tokens[symbol],
      deployer,
      args: {
        name: `Token ${symbol}`,
        symbol,
        maxSupply: (TOKENS_PER_ACCOUNT * 1_000n).toString(),
        initialMints,
      },
    });
  }
  chain.deploy({
    kind: 'MOTO',
    address: world.MOTO,
    deployer,
    args: { initialMints, admin: world.motoChef },
  });
  chain.deploy({
    kind: 'NativeSwap',
    address: world.nativeSwap,
    deployer,
    args: { feesAddress, stakingContractAddress: world.staking },
  });
  chain.deploy({
    kind: 'MotoSwapStaking',
    address: world.staking,
    deployer,
    args: { moto: world.MOTO },
  });
  chain.deploy({
    kind: 'MotoChef',
    address: world.motoChef,
    deployer,
    args: {
      motoAddress: world.MOTO,
      motoPerBlock: FARM.motoPerBlock.toString(),
      BTCAllocPoint: FARM.btcAllocPoint.toString(),
      MOTOAllocPoint: FARM.motoAllocPoint.toString(),
      treasuryAddress: feesAddress,
      treasuryFeeBps: FARM_BTC_FEE_BPS.toString(),
    },
  });
  chain.deploy({ kind: 'OP20Factory', address: world.tokenFactory, deployer, args: {} });
  chain.deploy({
    kind: 'MotoChefFactory',
    address: world.farmFactory,
    deployer,
    args: { motoSwapFeeRecipient: feesAddress, opnetFeeRecipient: feesAddress },
  });
  chain.mine(1);
  return { contracts: { nativeSwap: world.nativeSwap } };
}

export interface NativeTestDevnet {
  devnet: Devnet;
  url: string;
  world: NativeWorld;
  accounts: DevAccount[];
  /** A client per account, in account order. */
  clients: AccountClient[];
  mine(count?: number): Promise<MineResult>;
  height(): Promise<number>;
  close(): Promise<void>;
}

/** A devnet on a free port, a temporary data directory, manual mining and the native world. */
export async function startNativeTestDevnet(
  accountCount = NATIVE_WORLD_ACCOUNTS,
): Promise<NativeTestDevnet> {
  if (accountCount < NATIVE_WORLD_ACCOUNTS) throw new Error('The native world needs 7 accounts');
  const dataDir = mkdtempSync(join(tmpdir(), 'devnet-native-'));
  const devnet = await startDevnet({
    port: 0,
    dataDir,
    blockInterval: 'manual',
    accountCount,
    seed: seedNativeTestWorld,
  });
  const accounts = devnet.accounts.all();
  const clients = accounts.map((account) => new AccountClient(devnet.url, account));
  return {
    devnet,
    url: devnet.url,
    world: nativeWorldOf(
      (accounts[0] as DevAccount).opnetAddress,
      (accounts[FEES_ACCOUNT] as DevAccount).p2tr,
    ),
    accounts,
    clients,
    mine: (count = 1) => mineBlocks(devnet.url, count),
    height: async () => Number(await rpc<string>(devnet.url, 'btc_blockNumber')),
    close: async () => {
      await Promise.all(clients.map((client) => client.close()));
      await devnet.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A Bitcoin output of an interaction besides its output 0. */
export interface BtcOutput {
  to: string;
  value: bigint;
}

/** The account's P2WSH `<blocks> OP_CSV OP_DROP <key> OP_CHECKSIG` address, as the client derives it. */
export const csvAddress = (account: DevAccount, blocks: number): string =>
  account.address.toCSV(blocks, network).address;

/** The 33-byte public key NativeSwap takes as receiver and as the reserve's sender. */
export const publicKeyOf = (account: DevAccount): Uint8Array => fromHex(account.publicKey);

/**
 * As the opnet client does: the outputs go to setTransactionDetails before simulating (index 1 on;
 * output 0 is the interaction's own), and the same outputs go as extraOutputs when sending.
 */
export function simulatedOutputs(outputs: readonly BtcOutput[]) {
  return {
    inputs: [],
    outputs: outputs.map((output, position) => ({
      index: position + 1,
      to: output.to,
      value: output.value,
      flags: TransactionOutputFlags.hasTo,
    })),
  };
}

export const extraOutputs = (outputs: readonly BtcOutput[]) =>
  outputs.map((output) => ({ address: output.to, value: toSatoshi(output.value) }));

/** What a buyer keeps from its reservation's receipt: whom to pay, and how much. */
export interface Reservation {
  call: MinedCall;
  /** The block the reservation was mined in. */
  block: number;
  payments: BtcOutput[];
  providerIds: bigint[];
  tokenAmounts: bigint[];
  expectedAmountOut: bigint;
  totalSatoshis: bigint;
}

export interface ReserveOptions {
  activationDelay?: number;
  minimumAmountOut?: bigint;
  /** Replaces the reservation fee and timelock outputs. */
  outputs?: BtcOutput[];
}

/** What NativeUser calls: the test world's or the product seed's contracts. */
export type NativeContracts = Pick<
  NativeWorld,
  'nativeSwap' | 'staking' | 'motoChef' | 'feesAddress'
>;

/** One account's NativeSwap, staking and farm calls through the unmodified client. */
export class NativeUser {
  constructor(
    readonly client: AccountClient,
    readonly world: NativeContracts,
  ) {}

  get account(): DevAccount {
    return this.client.account;
  }

  /** The account's 1-block CSV address: where buyers pay its listings. */
  get receiver(): string {
    return csvAddress(this.account, 1);
  }

  /** A fresh contract object: transaction details are used up by the next simulation. */
  nativeSwap(): INativeSwapContract {
    return getContract<INativeSwapContract>(
      this.world.nativeSwap,
      NativeSwapAbi,
      this.client.provider,
      network,
      this.account.address,
    );
  }

  staking(): StakingClient {
    return getContract<StakingClient>(
      this.world.staking,
      MOTOSWAP_STAKING_ABI,
      this.client.provider,
      network,
      this.account.address,
    );
  }

  motoChef(): IMotoChef {
    return getContract<IMotoChef>(
      this.world.motoChef,
      MOTOCHEF_ABI,
      this.client.provider,
      network,
      this.account.address,
    );
  }

  /** NativeSwap's own events of a receipt, decoded by the client. */
  events(call: MinedCall): OPNetEvent[] {
    return this.nativeSwap().decodeEvents(call.receipt.events);
  }

  /** Simulates with the outputs, then sends with them as extraOutputs, and mines. */
  async sendWithOutputs(
    simulate: (contract: INativeSwapContract) => ReturnType<INativeSwapContract['swap']>,
    outputs: readonly BtcOutput[],
  ): Promise<MinedCall> {
    const contract = this.nativeSwap();
    contract.setTransactionDetails(simulatedOutputs(outputs));
    return this.client.send(simulate(contract), { extraOutputs: extraOutputs(outputs) });
  }

  createPool(token: string, floorPrice: bigint, initialLiquidity: bigint) {
    return this.nativeSwap().createPool(
      addressOf(token),
      floorPrice,
      initialLiquidity,
      publicKeyOf(this.account),
      this.receiver,
      0,
      0n,
      100,
      0,
      0n,
      0n,
    );
  }

  /** A listing; a priority one pays the priority queue fee to the fees address. */
  list(token: string, amount: bigint, priority = false, fee = 50_000n): Promise<MinedCall> {
    const outputs = priority ? [{ to: this.world.feesAddress, value: fee }] : [];
    return this.sendWithOutputs(
      (contract) =>
        contract.listLiquidity(
          addressOf(token),
          publicKeyOf(this.account),
          this.receiver,
          amount,
          priority,
        ) as ReturnType<INativeSwapContract['swap']>,
      outputs,
    );
  }

  /** The reserve's outputs: the reservation fee, and with a delay the timelock to its CSV address. */
  reserveOutputs(activationDelay: number, fee = 5_000n): BtcOutput[] {
    const outputs = [{ to: this.world.feesAddress, value: fee }];
    if (activationDelay > 0) {
      outputs.push({ to: csvAddress(this.account, activationDelay), value: 330n });
    }
    return outputs;
  }

  reserveSimulation(token: string, satoshis: bigint, options: ReserveOptions = {}) {
    const delay = options.activationDelay ?? 1;
    const contract = this.nativeSwap();
    contract.setTransactionDetails(simulatedOutputs(options.outputs ?? this.reserveOutputs(delay)));
    return contract.reserve(
      addressOf(token),
      satoshis,
      options.minimumAmountOut ?? 0n,
      delay,
      publicKeyOf(this.account),
    );
  }

  /** Reserves, mines, and reads whom to pay from the receipt's LiquidityReserved events. */
  async reserve(token: string, satoshis: bigint, options: ReserveOptions = {}) {
    const outputs = options.outputs ?? this.reserveOutputs(options.activationDelay ?? 1);
    const call = await this.client.send(
      this.reserveSimulation(token, satoshis, { ...options, outputs }),
      { extraOutputs: extraOutputs(outputs) },
    );
    return this.reservationOf(call);
  }

  reservationOf(call: MinedCall): Reservation {
    const events = this.events(call);
    const reserved = events.filter((event) => event.type === 'LiquidityReserved');
    const created = events.find((event) => event.type === 'ReservationCreated');
    if (!created) throw new Error('The reservation receipt has no ReservationCreated event');
    const value = <T>(event: OPNetEvent, key: string) =>
      (event.properties as Record<string, unknown>)[key] as T;
    return {
      call,
      block: Number(BigInt(call.mined.blockNumber)),
      payments: reserved.map((event) => ({
        to: value<string>(event, 'depositAddress'),
        value: value<bigint>(event, 'satoshisAmount'),
      })),
      providerIds: reserved.map((event) => value<bigint>(event, 'providerId')),
      tokenAmounts: reserved.map((event) => value<bigint>(event, 'tokenAmount')),
      expectedAmountOut: value<bigint>(created, 'expectedAmountOut'),
      totalSatoshis: value<bigint>(created, 'totalSatoshis'),
    };
  }

  /** The swap paying each provider what the reservation named (or other payments). */
  swap(token: string, payments: readonly BtcOutput[]): Promise<MinedCall> {
    return this.sendWithOutputs((contract) => contract.swap(addressOf(token)), payments);
  }

  async providerId(token: string): Promise<bigint> {
    return (await this.nativeSwap().getProviderDetails(addressOf(token))).properties.id;
  }
}
