import type { BitcoinInterfaceAbi } from 'opnet';
import { compileAbi, selectorHex } from './abi.ts';
import type { AbiFunction, CompiledAbi } from './abi.ts';
import { decodeResult, encodeCall, encodeParams } from './abi-codec.ts';
import type { AbiValue } from './abi-codec.ts';
import type { CallArgs } from './call-args.ts';
import type { ContractDeployment, ExecutionContext } from './execution.ts';
import { Revert } from './revert.ts';
import { ContractStorage } from './storage.ts';
import type { StorageHost } from './storage.ts';

export type DeploymentArgs = ContractDeployment['args'];

/** Values the contracts read from the devnet itself rather than from a transaction. */
export interface VmEnvironment {
  /** 32 bytes, part of every OP20 domain separator. */
  readonly chainId: Uint8Array;
  /** 32 bytes, part of every OP20 domain separator. */
  readonly protocolId: Uint8Array;
  /**
   * The tweaked public key (64 hex, no 0x) linked to an OP_NET address, when the chain knows it;
   * signature-based allowances are refused when it names another key.
   */
  linkedTweakedKey(address: string): string | null;
}

/** What the runtime lets a running contract do beyond its own storage. */
export interface ContractHost extends StorageHost {
  readonly environment: VmEnvironment;
  emit(contract: string, type: string, data: Uint8Array): void;
  /** Runs a nested call with `caller` as its sender; throws a Revert when the callee reverts. */
  call(caller: string, to: string, calldata: Uint8Array): Uint8Array;
  /** Creates a contract at a deterministic address derived from the deployer and the salt. */
  create(deployer: string, kind: string, args: DeploymentArgs, salt: Uint8Array): string;
  contractAt(address: string): ContractDeployment | null;
  /** Whether the contract at that address answers the selector. */
  answers(address: string, selector: number): boolean;
}

/** Everything one running call of one contract sees. */
export interface CallFrame {
  readonly address: string;
  readonly deployment: ContractDeployment;
  readonly abi: CompiledAbi;
  /** The immediate caller: the user for a direct call, the calling contract for a nested one. */
  readonly sender: string;
  readonly context: ExecutionContext;
  readonly host: ContractHost;
}

/**
 * A contract: a class over its typed storage. Instances live for one call; the state lives in the
 * world state, reached through the frame.
 */
export abstract class Contract {
  protected readonly storage: ContractStorage;

  constructor(protected readonly frame: CallFrame) {
    this.storage = new ContractStorage(frame.host, frame.address);
  }

  get address(): string {
    return this.frame.address;
  }

  get deployer(): string {
    return this.frame.deployment.deployer;
  }

  get sender(): string {
    return this.frame.sender;
  }

  get origin(): string {
    return this.frame.context.origin;
  }

  get blockNumber(): bigint {
    return this.frame.context.blockNumber;
  }

  get blockTime(): bigint {
    return this.frame.context.blockTime;
  }

  get environment(): VmEnvironment {
    return this.frame.host.environment;
  }

  protected onlyDeployer(): void {
    if (this.sender !== this.deployer) throw new Revert('Only deployer can call this method');
  }

  /** Emits an event of this contract's ABI, its values encoded in the ABI's order. */
  protected emit(name: string, values: readonly AbiValue[]): void {
    const event = this.frame.abi.events.get(name);
    if (!event) throw new Error(`${this.frame.deployment.kind} has no event ${name} in its ABI`);
    this.frame.host.emit(this.address, name, encodeParams(event.values, values));
  }

  /** Calls another contract's ABI function through the runtime; this contract is the sender. */
  protected invoke(to: string, fn: AbiFunction, args: readonly AbiValue[]): AbiValue[] {
    return decodeResult(fn, this.frame.host.call(this.address, to, encodeCall(fn, args)));
  }

  protected invokeRaw(to: string, calldata: Uint8Array): Uint8Array {
    return this.frame.host.call(this.address, to, calldata);
  }

  protected isContract(address: string): boolean {
    return this.frame.host.contractAt(address) !== null;
  }

  protected answers(address: string, selector: number): boolean {
    return this.frame.host.answers(address, selector);
  }

  /** Creates a contract whose deployer is this contract. */
  protected createContract(kind: string, args: DeploymentArgs, salt: Uint8Array): string {
    return this.frame.host.create(this.address, kind, args, salt);
  }
}

/**
 * How a contract guards against re-entry (btc-runtime ReentrancyGuard): 'standard' refuses any
 * re-entry, 'callback' is the OP20 level, which refuses it with another message.
 */
export type ReentrancyLevel = 'none' | 'standard' | 'callback';

export type MethodImpl<C> = (contract: C, args: CallArgs) => readonly AbiValue[] | void;

export interface ContractSpec<C extends Contract> {
  /** The ContractDeployment kind, e.g. 'OP20'. */
  kind: string;
  /** The ABI array shipped in `opnet`: selectors and types come from it. */
  abi: BitcoinInterfaceAbi;
  reentrancy: ReentrancyLevel;
  create(frame: CallFrame): C;
  /** Runs once at deployment with the deployment's arguments. */
  construct?(contract: C, args: DeploymentArgs): void;
  /** One implementation per ABI function, keyed by signature ('transfer(address,uint256)'). */
  methods: Readonly<Record<string, MethodImpl<C>>>;
}

/** A contract kind the runtime can deploy and dispatch to. */
export interface ContractDefinition {
  readonly kind: string;
  readonly abi: CompiledAbi;
  readonly reentrancy: ReentrancyLevel;
  construct(frame: CallFrame, args: DeploymentArgs): void;
  run(frame: CallFrame, fn: AbiFunction, args: CallArgs): readonly AbiValue[];
}

/** The contract kinds a VM can deploy and dispatch to, by kind. */
export interface ContractRegistry {
  definition(kind: string): ContractDefinition | undefined;
}

/** OP_NET built-ins every contract answers (OP_NET_ABI). */
const OP_NET_METHODS: Readonly<Record<string, MethodImpl<Contract>>> = {
  'address()': (contract) => [contract.address],
  'deployer()': (contract) => [contract.deployer],
};

/**
 * Binds one implementation to every function of the ABI, and fails at load time when a function
 * has none or an implementation names a function the ABI lacks.
 */
export function defineContract<C extends Contract>(spec: ContractSpec<C>): ContractDefinition {
  const abi = compileAbi(spec.abi);
  const methods: Record<string, MethodImpl<C>> = { ...OP_NET_METHODS, ...spec.methods };
  const bySelector = new Map<number, MethodImpl<C>>();
  for (const [signature, fn] of abi.bySignature) {
    const method = methods[signature];
    if (!method) throw new Error(`${spec.kind} does not implement ${signature}`);
    bySelector.set(fn.selector, method);
  }
  for (const signature of Object.keys(spec.methods)) {
    if (!abi.bySignature.has(signature)) {
      throw new Error(`${spec.kind} implements ${signature}, which its ABI lacks`);
    }
  }
  return {
    kind: spec.kind,
    abi,
    reentrancy: spec.reentrancy,
    construct(frame, args) {
      spec.construct?.(spec.create(frame), args);
    },
    run(frame, fn, args) {
      const method = bySelector.get(fn.selector);
      if (!method) throw new Revert(`Method not found: 0x${selectorHex(fn.selector)}`);
      return method(spec.create(frame), args) ?? [];
    },
  };
}
