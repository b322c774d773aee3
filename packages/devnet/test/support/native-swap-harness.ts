import { address as bitcoinAddress } from '@btc-vision/bitcoin';
import type { Address } from '@btc-vision/transaction';
import { NetEvent } from '@btc-vision/transaction';
import { UINT256_MAX } from '@opswap/protocol/amount/units';
import { providerIdOf } from '@opswap/protocol/nativeswap/provider-id';
import { NativeSwapAbi, OP_20_ABI } from 'opnet';
import type { BitcoinInterfaceAbi, INativeSwapContract } from 'opnet';
import { concatBytes, sha256, utf8 } from '../../src/bytes.ts';
import { csvAddress } from '../../src/contracts/native-swap/bitcoin-outputs.ts';
import { DEFAULT_FEES_ADDRESS } from '../../src/contracts/native-swap/config.ts';
import { toAddress } from '../../src/seed/calldata.ts';
import type { TxOutput } from '../../src/tx/parsed-transaction.ts';
import { compileAbi } from '../../src/vm/abi.ts';
import type { AbiValue } from '../../src/vm/abi-codec.ts';
import { decodeResult } from '../../src/vm/abi-codec.ts';
import type { ContractDefinition } from '../../src/vm/contract.ts';
import type {
  ContractDeployment,
  ExecutionContext,
  ExecutionResult,
} from '../../src/vm/execution.ts';
import { ContractHarness, NETWORK, account, plainEvents } from './contract-harness.ts';
import type { PlainEvent } from './contract-harness.ts';
import { E18 } from './test-world.ts';

/**
 * Test support for NativeSwap: a token, a NativeSwap and funded traders on a ContractHarness.
 * Calls are encoded by the `opnet` client's encoder and run by the VM in the next block with the
 * Bitcoin outputs the test gives; several calls may share a block until mine().
 */

/** 1 token (18 decimals) = 100,000 sats: floor price in token base units per sat. */
export const FLOOR_PRICE = 10n ** 13n;
export const FEES_ADDRESS = DEFAULT_FEES_ADDRESS;
const HOLDING = 10_000_000n * E18;

/** A test account with its own compressed key and 1-block CSV receiver address. */
export interface Trader {
  readonly label: string;
  readonly address: Address;
  readonly hex: string;
  /** 33 bytes; any bytes will do for a P2WSH script, the devnet never signs with it. */
  readonly key: Uint8Array;
  readonly receiver: string;
}

export function trader(label: string): Trader {
  const address = account(label);
  const key = concatBytes(Uint8Array.of(0x02), sha256(utf8(`key:${label}`)));
  return { label, address, hex: address.toHex(), key, receiver: csvAddress(key, 1) };
}

/** A Bitcoin output to an address; output 0 is the interaction's, so these start at index 1. */
export interface Payment {
  to: string;
  value: bigint;
}

export function outputsOf(payments: readonly Payment[]): TxOutput[] {
  return payments.map((payment, position) => ({
    index: position + 1,
    value: payment.value,
    script: bitcoinAddress.toOutputScript(payment.to, NETWORK),
    address: payment.to,
  }));
}

/** A harness whose simulations also carry the Bitcoin outputs a test sets. */
export class OutputsHarness extends ContractHarness {
  outputs: TxOutput[] = [];

  override context(sender: string, blockNumber = this.blockNumber + 1n): ExecutionContext {
    return { ...super.context(sender, blockNumber), outputs: this.outputs };
  }
}

interface CalldataEncoder {
  encodeCalldata(method: string, args: unknown[]): Uint8Array;
}

const nativeSwapAbi = compileAbi(NativeSwapAbi);
const op20Abi = compileAbi(OP_20_ABI);

export interface PoolOptions {
  floorPrice?: bigint;
  poolType?: number;
  amplification?: bigint;
  initialLiquidity?: bigint;
  antiBotEnabledFor?: number;
  antiBotMaximumTokensPerReservation?: bigint;
  maxReservesIn5BlocksPercent?: number;
}

export interface WorldOptions {
  /** NativeSwap deployment arguments beside the fees and staking addresses. */
  args?: ContractDeployment['args'];
  /** Leaves the staking contract address unset. */
  withoutStaking?: boolean;
  /** The token's contract kind (default 'OP20'), one of the VM's or of extraContracts. */
  tokenKind?: string;
  extraContracts?: readonly ContractDefinition[];
  /** Traders to fund and approve besides the owner. */
  traders?: readonly string[];
  /** Creates the pool with these options (default: 1,000,000 tokens at 100,000 sats each). */
  pool?: PoolOptions | false;
}

/** A reservation as a buyer keeps it: what to pay to whom, from the LiquidityReserved events. */
export interface Reserved {
  payments: Payment[];
  expectedAmountOut: bigint;
  totalSatoshis: bigint;
}

export class NativeSwapWorld {
  readonly harness: OutputsHarness;
  readonly owner = trader('deployer');
  readonly staking = trader('staking');
  readonly token: string;
  readonly nativeSwap: string;
  private readonly known = new Map<string, Trader>();
  private readonly calldata = new Map<string, Uint8Array>();
  private readonly encoders = new WeakMap<BitcoinInterfaceAbi, Map<string, CalldataEncoder>>();

  constructor(options: WorldOptions = {}) {
    this.harness = new OutputsHarness({ extraContracts: options.extraContracts ?? [] });
    const labels = options.traders ?? ['alice', 'bob', 'carol', 'dave'];
    const holders = [this.owner, ...labels.map((label) => this.trader(label))];
    this.token = this.harness.deploy(options.tokenKind ?? 'OP20', 'TOKEN', {
      name: 'Token',
      symbol: 'TKN',
      maxSupply: (HOLDING * 1000n).toString(),
      initialMints: holders.map((holder) => `${holder.hex}:${HOLDING}`),
    });
    this.nativeSwap = this.harness.deploy('NativeSwap', 'nativeswap', {
      feesAddress: FEES_ADDRESS,
      ...(options.withoutStaking ? {} : { stakingContractAddress: this.staking.hex }),
      ...options.args,
    });
    for (const holder of holders) this.approve(holder);
    if (options.pool !== false) this.ok(this.createPool(options.pool));
    this.mine();
  }

  trader(label: string): Trader {
    let found = this.known.get(label);
    if (!found) {
      found = label === 'deployer' ? this.owner : trader(label);
      this.known.set(label, found);
    }
    return found;
  }

  traders<const L extends readonly string[]>(...labels: L): { [K in keyof L]: Trader } {
    return labels.map((label) => this.trader(label)) as { [K in keyof L]: Trader };
  }

  /** The block the next call runs in. */
  get nextBlock(): bigint {
    return this.harness.blockNumber + 1n;
  }

  mine(blocks = 1n): void {
    this.harness.mine(blocks);
  }

  /** A NativeSwap client bound to a sender, for views and simulations through the provider. */
  client(sender: Trader = this.owner): INativeSwapContract {
    return this.harness.contract<INativeSwapContract>(
      NativeSwapAbi,
      this.nativeSwap,
      sender.address,
    );
  }

  /** Runs a NativeSwap method, encoded by the client, in the next block; nothing is mined. */
  call(sender: Trader, method: string, args: unknown[], payments: readonly Payment[] = []) {
    return this.exec(this.nativeSwap, NativeSwapAbi, sender, method, args, payments);
  }

  exec(
    to: string,
    abi: BitcoinInterfaceAbi,
    sender: Trader,
    method: string,
    args: unknown[],
    payments: readonly Payment[] = [],
  ): ExecutionResult {
    const calldata = this.encoder(abi, to, sender).encodeCalldata(method, args);
    const context = {
      ...this.harness.context(sender.hex, this.nextBlock),
      outputs: outputsOf(payments),
    };
    return this.harness.vm.execute(to, calldata, context, true);
  }

  /** A view's outputs, decoded by the ABI (read-only, in the next block). */
  view(method: string, args: unknown[], sender: Trader = this.owner): AbiValue[] {
    const calldata = this.encoded(`${method}(${args.map(String).join()})`, () =>
      this.encoder(NativeSwapAbi, this.nativeSwap, sender).encodeCalldata(method, args),
    );
    const result = this.harness.vm.execute(
      this.nativeSwap,
      calldata,
      this.harness.context(sender.hex, this.nextBlock),
      false,
    );
    if (result.revert !== null) throw new Error(result.revert);
    const fn = [...nativeSwapAbi.bySignature.values()].find((f) => f.name === method);
    if (!fn) throw new Error(`No view ${method}`);
    return decodeResult(fn, result.result);
  }

  /** The client's contract objects are costly to build: one per ABI, contract and sender. */
  private encoder(abi: BitcoinInterfaceAbi, to: string, sender: Trader): CalldataEncoder {
    let byAbi = this.encoders.get(abi);
    if (!byAbi) {
      byAbi = new Map();
      this.encoders.set(abi, byAbi);
    }
    let contract = byAbi.get(`${to}:${sender.hex}`);
    if (!contract) {
      contract = this.harness.contract(abi, to, sender.address);
      byAbi.set(`${to}:${sender.hex}`, contract);
    }
    return contract;
  }

  /** Read-only calldata is encoded once: the property test reads the same views after every step. */
  private encoded(key: string, encode: () => Uint8Array): Uint8Array {
    let calldata = this.calldata.get(key);
    if (!calldata) {
      calldata = encode();
      this.calldata.set(key, calldata);
    }
    return calldata;
  }

  ok(result: ExecutionResult): ExecutionResult {
    if (result.revert !== null) throw new Error(`Reverted: ${result.revert}`);
    return result;
  }

  approve(holder: Trader): void {
    this.ok(
      this.exec(this.token, OP_20_ABI, holder, 'increaseAllowance', [
        toAddress(this.nativeSwap),
        UINT256_MAX,
      ]),
    );
  }

  balanceOf(owner: string): bigint {
    const fn = op20Abi.bySignature.get('balanceOf(address)');
    if (!fn) throw new Error('OP20 ABI without balanceOf');
    const calldata = this.encoded(`balanceOf(${owner})`, () =>
      this.encoder(OP_20_ABI, this.token, this.owner).encodeCalldata('balanceOf', [
        toAddress(owner),
      ]),
    );
    const result = this.harness.vm.execute(
      this.token,
      calldata,
      this.harness.context(this.owner.hex, this.nextBlock),
      false,
    );
    return decodeResult(fn, result.result)[0] as bigint;
  }

  createPool(options: PoolOptions = {}, receiver: Trader = this.owner): ExecutionResult {
    return this.call(this.owner, 'createPool', [
      toAddress(this.token),
      options.floorPrice ?? FLOOR_PRICE,
      options.initialLiquidity ?? 1_000_000n * E18,
      receiver.key,
      receiver.receiver,
      options.antiBotEnabledFor ?? 0,
      options.antiBotMaximumTokensPerReservation ?? 0n,
      options.maxReservesIn5BlocksPercent ?? 100,
      options.poolType ?? 0,
      options.amplification ?? 0n,
      0n,
    ]);
  }

  list(seller: Trader, amount: bigint, priority = false, fee?: bigint): ExecutionResult {
    const payments = priority ? [{ to: FEES_ADDRESS, value: fee ?? 50_000n }] : [];
    return this.call(
      seller,
      'listLiquidity',
      [toAddress(this.token), seller.key, seller.receiver, amount, priority],
      payments,
    );
  }

  /** The outputs a reserve carries: the reservation fee and the timelock to the buyer's CSV. */
  reservePayments(buyer: Trader, activationDelay: number, fee = 5_000n): Payment[] {
    const payments = [{ to: FEES_ADDRESS, value: fee }];
    if (activationDelay > 0) {
      payments.push({ to: csvAddress(buyer.key, activationDelay), value: 330n });
    }
    return payments;
  }

  reserve(
    buyer: Trader,
    satoshis: bigint,
    options: { minimumAmountOut?: bigint; activationDelay?: number; payments?: Payment[] } = {},
  ): ExecutionResult {
    const delay = options.activationDelay ?? 1;
    return this.call(
      buyer,
      'reserve',
      [toAddress(this.token), satoshis, options.minimumAmountOut ?? 0n, delay, buyer.key],
      options.payments ?? this.reservePayments(buyer, delay),
    );
  }

  swap(buyer: Trader, payments: readonly Payment[]): ExecutionResult {
    return this.call(buyer, 'swap', [toAddress(this.token)], payments);
  }

  cancel(seller: Trader): ExecutionResult {
    return this.call(seller, 'cancelListing', [toAddress(this.token)]);
  }

  /** Every event of a call, decoded by the client with the emitting contract's ABI. */
  events(result: ExecutionResult): PlainEvent[] {
    return result.events.map((event) => {
      const abi = event.contract === this.nativeSwap ? NativeSwapAbi : OP_20_ABI;
      const decoded = this.harness
        .contract(abi, event.contract)
        .decodeEvent(new NetEvent(event.type, event.data));
      return plainEvents([decoded])[0] as PlainEvent;
    });
  }

  /** What the buyer must pay, read from the reservation's events as a client does. */
  reserved(result: ExecutionResult): Reserved {
    const events = this.events(this.ok(result));
    const created = events.find((event) => event.type === 'ReservationCreated');
    if (!created) throw new Error('No ReservationCreated event');
    const payments = events
      .filter((event) => event.type === 'LiquidityReserved')
      .map((event) => ({
        to: event.depositAddress as string,
        value: event.satoshisAmount as bigint,
      }));
    return {
      payments,
      expectedAmountOut: created.expectedAmountOut as bigint,
      totalSatoshis: created.totalSatoshis as bigint,
    };
  }

  providerId(owner: Trader): bigint {
    return providerIdOf(owner.hex, this.token);
  }

  /** getProviderDetailsById, by name. */
  provider(owner: Trader): ProviderView {
    const [
      id,
      liquidity,
      reserved,
      btcReceiver,
      indexedAt,
      isPriority,
      purgeIndex,
      isActive,
      lastListedTokensAtBlock,
      isPurged,
      isLiquidityProvisionAllowed,
      toReset,
    ] = this.view('getProviderDetailsById', [this.providerId(owner)]);
    return {
      id,
      liquidity,
      reserved,
      btcReceiver,
      indexedAt,
      isPriority,
      purgeIndex,
      isActive,
      lastListedTokensAtBlock,
      isPurged,
      isLiquidityProvisionAllowed,
      toReset,
    } as ProviderView;
  }

  poolReserve(): PoolReserve {
    const [liquidity, reservedLiquidity, virtualBTCReserve, virtualTokenReserve] = this.view(
      'getReserve',
      [toAddress(this.token)],
    ) as bigint[];
    return {
      liquidity: liquidity as bigint,
      reservedLiquidity: reservedLiquidity as bigint,
      virtualBTCReserve: virtualBTCReserve as bigint,
      virtualTokenReserve: virtualTokenReserve as bigint,
    };
  }

  queueDetails(): QueueView {
    const values = this.view('getQueueDetails', [toAddress(this.token)]);
    const [lastPurgedBlock, ...counts] = values as [bigint, ...number[]];
    const [
      blockWithReservationsLength,
      priorityQueueLength,
      priorityQueueStartingIndex,
      standardQueueLength,
      standardQueueStartingIndex,
      priorityPurgeQueueLength,
      standardPurgeQueueLength,
    ] = counts as number[];
    return {
      lastPurgedBlock,
      blockWithReservationsLength: blockWithReservationsLength ?? 0,
      priorityQueueLength: priorityQueueLength ?? 0,
      priorityQueueStartingIndex: priorityQueueStartingIndex ?? 0,
      standardQueueLength: standardQueueLength ?? 0,
      standardQueueStartingIndex: standardQueueStartingIndex ?? 0,
      priorityPurgeQueueLength: priorityPurgeQueueLength ?? 0,
      standardPurgeQueueLength: standardPurgeQueueLength ?? 0,
    };
  }
}

export interface ProviderView {
  id: bigint;
  liquidity: bigint;
  reserved: bigint;
  btcReceiver: string;
  indexedAt: number;
  isPriority: boolean;
  purgeIndex: number;
  isActive: boolean;
  lastListedTokensAtBlock: bigint;
  isPurged: boolean;
  isLiquidityProvisionAllowed: boolean;
  toReset: boolean;
}

export interface PoolReserve {
  liquidity: bigint;
  reservedLiquidity: bigint;
  virtualBTCReserve: bigint;
  virtualTokenReserve: bigint;
}

export interface QueueView {
  lastPurgedBlock: bigint;
  blockWithReservationsLength: number;
  priorityQueueLength: number;
  priorityQueueStartingIndex: number;
  standardQueueLength: number;
  standardQueueStartingIndex: number;
  priorityPurgeQueueLength: number;
  standardPurgeQueueLength: number;
}

/** Events of one type, for assertions. */
export function ofType(events: readonly PlainEvent[], type: string): PlainEvent[] {
  return events.filter((event) => event.type === type);
}
