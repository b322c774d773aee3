import { networks } from '@btc-vision/bitcoin';
import { Address, NetEvent } from '@btc-vision/transaction';
import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import { JSONRpcMethods, JSONRpcProvider, getContract } from 'opnet';
import type {
  BaseContractProperties,
  BitcoinInterfaceAbi,
  CallResult,
  ContractEvents,
  IMoto,
  IMotoswapFactoryContract,
  IMotoswapPoolContract,
  IMotoswapRouterContract,
  IOP20Contract,
  JsonRpcCallResult,
  JsonRpcPayload,
  OPNetEvent,
} from 'opnet';
import {
  MOTO_ABI,
  MOTOCHEF_ABI,
  MOTOSWAP_ROUTER_ABI,
  MOTOSWAP_STAKING_ABI,
  MotoSwapFactoryAbi,
  MotoswapPoolAbi,
  OP_20_ABI,
} from 'opnet';
import { addressFromBytes } from '../../src/address.ts';
import { fromHex, sha256, toBase64, toHex, utf8, ZERO_HASH } from '../../src/bytes.ts';
import { contractRegistry } from '../../src/contracts/contract-registry.ts';
import {
  MOTOCHEF_FACTORY_ABI,
  OP20_FACTORY_ABI,
  TEMPLATE_MOTOCHEF_ABI,
  TEMPLATE_OP20_ABI,
} from '../../src/contracts/factories/shipped-abis.ts';
import { toAddress } from '../../src/seed/calldata.ts';
import type { ContractDefinition, VmEnvironment } from '../../src/vm/contract.ts';
import { deriveContractAddress, saltOf } from '../../src/vm/contract-address.ts';
import type {
  ContractDeployment,
  ExecutionContext,
  ExecutionResult,
} from '../../src/vm/execution.ts';
import { encodeRevert } from '../../src/vm/revert.ts';
import { ContractRuntime } from '../../src/vm/runtime.ts';

/**
 * Test support: a ContractRuntime behind an in-process JSON-RPC provider, so tests and benches
 * drive the contracts through the unmodified `opnet` client (its calldata encoder, its output and
 * event decoders, its revert decoder), then commit the simulated calldata as a mined call would.
 */

export const NETWORK = networks.regtest;
/** A valid public key for every test account; only the 32-byte OP_NET address differs. */
const TEST_LEGACY_KEY = '0x0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798';

/** A deterministic test account: its OP_NET address is sha256(label). */
export function account(label: string): Address {
  return Address.fromString(addressFromBytes(sha256(utf8(label))), TEST_LEGACY_KEY);
}

/** What an OP_NET node answers to btc_call, built from an ExecutionResult. */
export function callResponse(result: ExecutionResult): Record<string, unknown> {
  const events: Record<string, { type: string; data: string }[]> = {};
  for (const event of result.events) {
    (events[event.contract] ??= []).push({ type: event.type, data: toBase64(event.data) });
  }
  return {
    result: toBase64(result.result),
    events,
    accessList: {},
    estimatedGas: result.gasUsed.toString(),
    specialGas: '0',
    ...(result.revert === null ? {} : { revert: toBase64(encodeRevert(result.revert)) }),
  };
}

/**
 * The pool as the client really calls it: IMotoswapPoolContract declares mint(to) -> liquidity,
 * but the shipped ABI array, which the client encodes from, declares mint() -> (to: ADDRESS).
 */
export type ShippedPoolContract = Omit<IMotoswapPoolContract, 'mint'> & {
  mint(): Promise<CallResult<{ to: Address }>>;
};

const GAS_PARAMETERS = {
  blockNumber: '1',
  gasUsed: '0',
  targetGasLimit: '100000000000000',
  ema: '0',
  baseGas: '1',
  gasPerSat: '1000000',
  bitcoin: { conservative: '10', recommended: { low: '5', medium: '10', high: '20' } },
};

class InProcessProvider extends JSONRpcProvider {
  constructor(private readonly harness: ContractHarness) {
    super({ url: 'http://devnet.invalid', network: NETWORK });
  }

  override async _send(payload: JsonRpcPayload | JsonRpcPayload[]): Promise<JsonRpcCallResult> {
    const payloads = Array.isArray(payload) ? payload : [payload];
    return payloads.map((request) => ({
      jsonrpc: '2.0' as const,
      id: request.id ?? null,
      result: this.answer(request),
    }));
  }

  private answer(request: JsonRpcPayload): object {
    if (request.method === JSONRpcMethods.GAS) return GAS_PARAMETERS;
    if (request.method !== JSONRpcMethods.CALL) throw new Error(`Unexpected ${request.method}`);
    const [to, calldata, from] = request.params as [string, string, string | undefined];
    const result = this.harness.vm.execute(
      to,
      fromHex(calldata),
      this.harness.context(from ?? DEAD_ADDRESS),
      false,
    );
    return callResponse(result);
  }
}

export interface ContractHarnessOptions {
  /** Contract kinds a test brings beside the devnet's own. */
  extraContracts?: readonly ContractDefinition[];
  environment?: Partial<VmEnvironment>;
}

/** A VM with a block counter, an in-process provider and helpers to deploy and commit. */
export class ContractHarness {
  readonly vm: ContractRuntime;
  readonly provider: InProcessProvider;
  /** The last mined block; simulations run as if in the next one. */
  blockNumber = 1n;
  readonly deployer = account('deployer');

  constructor({ extraContracts, environment }: ContractHarnessOptions = {}) {
    this.vm = new ContractRuntime({ registry: contractRegistry(extraContracts), environment });
    this.provider = new InProcessProvider(this);
  }

  context(sender: string, blockNumber = this.blockNumber + 1n): ExecutionContext {
    return {
      sender,
      origin: sender,
      blockNumber,
      blockTime: 1_700_000_000n + blockNumber * 600n,
      txId: ZERO_HASH,
      inputs: [],
      outputs: [],
    };
  }

  /** Deploys a contract at sha256(deployer || sha256(name)) and mines a block. */
  deploy(kind: string, name: string, args: ContractDeployment['args'] = {}): string {
    const deployer = this.deployer.toHex();
    const address = deriveContractAddress(deployer, saltOf(name));
    const result = this.vm.deploy({ kind, address, deployer, args }, this.context(deployer));
    if (result.revert !== null) throw new Error(`Deploying ${name} reverted: ${result.revert}`);
    this.blockNumber += 1n;
    return address;
  }

  /** Executes a simulated call for real in the next block, as the chain does at inclusion. */
  commit(simulation: CallResult): ExecutionResult {
    if (!simulation.address || !simulation.fromAddress || !simulation.calldata) {
      throw new Error('Not a simulation of a contract call');
    }
    return this.commitRaw(
      simulation.address.toHex(),
      simulation.calldata,
      simulation.fromAddress.toHex(),
    );
  }

  commitRaw(to: string, calldata: Uint8Array, sender: string): ExecutionResult {
    this.blockNumber += 1n;
    return this.vm.execute(to, calldata, this.context(sender, this.blockNumber), true);
  }

  /** Simulates through the client, then commits; fails loudly if the committed call reverts. */
  async send(simulate: Promise<CallResult>): Promise<ExecutionResult> {
    const receipt = this.commit(await simulate);
    if (receipt.revert !== null) throw new Error(`Committed call reverted: ${receipt.revert}`);
    return receipt;
  }

  mine(blocks = 1n): void {
    this.blockNumber += blocks;
  }

  contract<T extends BaseContractProperties>(
    abi: BitcoinInterfaceAbi,
    address: string,
    sender?: Address,
  ) {
    return getContract<T>(toAddress(address), abi, this.provider, NETWORK, sender);
  }

  op20(address: string, sender?: Address) {
    return this.contract<IOP20Contract>(OP_20_ABI, address, sender);
  }

  moto(address: string, sender?: Address) {
    return this.contract<IMoto>(MOTO_ABI, address, sender);
  }

  factory(address: string, sender?: Address) {
    return this.contract<IMotoswapFactoryContract>(MotoSwapFactoryAbi, address, sender);
  }

  pool(address: string, sender?: Address) {
    return this.contract<ShippedPoolContract>(MotoswapPoolAbi, address, sender);
  }

  router(address: string, sender?: Address) {
    return this.contract<IMotoswapRouterContract>(MOTOSWAP_ROUTER_ABI, address, sender);
  }

  /** Every event of a receipt, decoded by the client with the ABI of the contract that emitted it. */
  events(receipt: ExecutionResult): PlainEvent[] {
    return receipt.events.map((event) => {
      const kind = this.vm.contractAt(event.contract)?.kind ?? '';
      const abi = EVENT_ABIS[kind];
      if (!abi) throw new Error(`No ABI for events of ${kind || event.contract}`);
      const decoded = this.contract(abi, event.contract).decodeEvent(
        new NetEvent(event.type, event.data),
      );
      return { contract: event.contract, ...plainEvents([decoded])[0] } as PlainEvent;
    });
  }
}

const EVENT_ABIS: Record<string, BitcoinInterfaceAbi> = {
  OP20: OP_20_ABI,
  MOTO: MOTO_ABI,
  MotoSwapFactory: MotoSwapFactoryAbi,
  MotoSwapPool: MotoswapPoolAbi,
  MotoSwapRouter: MOTOSWAP_ROUTER_ABI,
  MotoSwapStaking: MOTOSWAP_STAKING_ABI,
  MotoChef: MOTOCHEF_ABI,
  TemplateMotoChef: TEMPLATE_MOTOCHEF_ABI,
  TemplateOP20: TEMPLATE_OP20_ABI,
  OP20Factory: OP20_FACTORY_ABI,
  MotoChefFactory: MOTOCHEF_FACTORY_ABI,
};

/** A receipt's events in the form the client reads from a node (keyed by p2op). */
export function receiptEvents(receipt: ExecutionResult): ContractEvents {
  const events: ContractEvents = {};
  for (const event of receipt.events) {
    const p2op = toAddress(event.contract).p2op(NETWORK);
    (events[p2op] ??= []).push(new NetEvent(event.type, event.data));
  }
  return events;
}

/** One decoded event, in the shape a test compares: type and properties as hex/bigint. */
export interface PlainEvent {
  type: string;
  [field: string]: unknown;
}

function plain(value: unknown): unknown {
  if (value instanceof Address) return value.toHex();
  if (value instanceof Uint8Array) return toHex(value);
  return value;
}

export function plainEvents(events: readonly OPNetEvent[]): PlainEvent[] {
  return events.map((event) => {
    const fields: PlainEvent = { type: event.type };
    for (const [key, value] of Object.entries(event.properties)) fields[key] = plain(value);
    return fields;
  });
}

/** The dead address as the client reads it. */
export const DEAD = toAddress(DEAD_ADDRESS);
