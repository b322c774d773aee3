import { BinaryReader } from '@btc-vision/transaction';
import { normalizeAddress } from '../address.ts';
import { sha256, utf8 } from '../bytes.ts';
import { REGTEST_CHAIN_ID } from '../regtest.ts';
import type { AbiFunction } from './abi.ts';
import { selectorHex } from './abi.ts';
import { decodeParams, encodeParams } from './abi-codec.ts';
import { CallArgs } from './call-args.ts';
import type {
  CallFrame,
  ContractDefinition,
  ContractHost,
  ContractRegistry,
  DeploymentArgs,
  ReentrancyLevel,
  VmEnvironment,
} from './contract.ts';
import { deriveContractAddress } from './contract-address.ts';
import type {
  ContractDeployment,
  ContractEvent,
  ExecutionContext,
  ExecutionResult,
  Vm,
  VmCheckpoint,
} from './execution.ts';
import { GAS, GasMeter } from './gas.ts';
import { Revert, revertMessageOf } from './revert.ts';
import { WorldState } from './world-state.ts';
import type { StorageValue } from './world-state.ts';

export interface VmOptions {
  /** The contract kinds this VM can deploy. */
  registry: ContractRegistry;
  environment?: Partial<VmEnvironment>;
  /** Deepest chain of nested calls (default 32). */
  maxCallDepth?: number;
}

const DEVNET_PROTOCOL_ID = sha256(utf8('OP_NET devnet'));

const EMPTY = new Uint8Array();

type GuardLevel = Exclude<ReentrancyLevel, 'none'>;

/** The reentrancy message of each guard level (btc-runtime ReentrancyGuard). */
const REENTRY_MESSAGES: Record<GuardLevel, string> = {
  standard: 'ReentrancyGuard: LOCKED',
  callback: 'ReentrancyGuard: Max depth exceeded',
};

/** The guard a call takes: view methods and the receiver hook take none, as in btc-runtime. */
function guardOf(level: ReentrancyLevel, fn: AbiFunction): GuardLevel | null {
  if (level === 'none' || fn.constant || fn.name === 'onOP20Received') return null;
  return level;
}

/** One top-level call or deployment: its gas, its events, its call stack. */
class Execution implements ContractHost {
  readonly gas = new GasMeter();
  readonly events: ContractEvent[] = [];
  private depth = 0;
  private readonly entered = new Map<string, number>();

  constructor(
    private readonly state: WorldState,
    private readonly registry: ContractRegistry,
    private readonly context: ExecutionContext,
    private readonly maxCallDepth: number,
    readonly environment: VmEnvironment,
  ) {}

  read(contract: string, key: string): StorageValue | undefined {
    this.gas.charge(GAS.storageRead);
    return this.state.read(contract, key);
  }

  write(contract: string, key: string, value: StorageValue | undefined): void {
    this.gas.charge(GAS.storageWrite);
    this.state.write(contract, key, value);
  }

  emit(contract: string, type: string, data: Uint8Array): void {
    this.gas.event(data.length);
    this.events.push({ contract, type, data });
  }

  contractAt(address: string): ContractDeployment | null {
    return this.state.contractAt(address);
  }

  answers(address: string, selector: number): boolean {
    const deployment = this.state.contractAt(address);
    if (!deployment) return false;
    return this.registry.definition(deployment.kind)?.abi.bySelector.has(selector) ?? false;
  }

  /** A nested call: on revert, every write and event it made is undone before the caller sees it. */
  call(caller: string, to: string, calldata: Uint8Array): Uint8Array {
    this.gas.charge(GAS.nestedCall);
    this.gas.calldata(calldata.length);
    const mark = this.state.mark();
    const eventCount = this.events.length;
    try {
      return this.dispatch(caller, to, calldata);
    } catch (error) {
      this.state.rollback(mark);
      this.events.length = eventCount;
      throw error instanceof Revert ? error : new Revert(revertMessageOf(error));
    }
  }

  create(deployer: string, kind: string, args: DeploymentArgs, salt: Uint8Array): string {
    const address = deriveContractAddress(deployer, salt);
    this.construct({ kind, address, deployer, args });
    return address;
  }

  construct(deployment: ContractDeployment): void {
    this.gas.charge(GAS.deploy);
    const definition = this.registry.definition(deployment.kind);
    if (!definition) throw new Revert(`Unknown contract kind: ${deployment.kind}`);
    if (this.state.contractAt(deployment.address)) {
      throw new Revert(`Contract already deployed at ${deployment.address}`);
    }
    this.state.addContract(deployment);
    definition.construct(this.frame(deployment, definition, deployment.deployer), deployment.args);
  }

  dispatch(sender: string, to: string, calldata: Uint8Array): Uint8Array {
    if (this.depth >= this.maxCallDepth) throw new Revert('Call depth exceeded');
    const deployment = this.state.contractAt(to);
    if (!deployment) throw new Revert(`Contract not found: ${to}`);
    const definition = this.registry.definition(deployment.kind);
    if (!definition) throw new Revert(`Unknown contract kind: ${deployment.kind}`);
    if (calldata.length < 4) throw new Revert('Method not found: no selector');
    const selector = new DataView(calldata.buffer, calldata.byteOffset, 4).getUint32(0, false);
    const fn = definition.abi.bySelector.get(selector);
    if (!fn) throw new Revert(`Method not found: 0x${selectorHex(selector)}`);

    const reader = new BinaryReader(calldata.subarray(4));
    let args: CallArgs;
    try {
      const values = decodeParams(fn.inputs, reader);
      args = new CallArgs(fn, values, calldata.subarray(4 + reader.getOffset()));
    } catch (error) {
      throw new Revert(`Invalid calldata for ${fn.signature}: ${revertMessageOf(error)}`);
    }

    const guard = guardOf(definition.reentrancy, fn);
    if (guard) this.enter(to, guard);
    this.depth += 1;
    try {
      const outputs = definition.run(this.frame(deployment, definition, sender), fn, args);
      return encodeParams(fn.outputs, outputs);
    } finally {
      this.depth -= 1;
      if (guard) this.leave(to);
    }
  }

  private frame(
    deployment: ContractDeployment,
    definition: ContractDefinition,
    sender: string,
  ): CallFrame {
    return {
      address: deployment.address,
      deployment,
      abi: definition.abi,
      sender,
      context: this.context,
      host: this,
    };
  }

  private enter(contract: string, level: GuardLevel): void {
    const depth = this.entered.get(contract) ?? 0;
    if (depth >= 1) throw new Revert(REENTRY_MESSAGES[level]);
    this.entered.set(contract, depth + 1);
  }

  private leave(contract: string): void {
    const depth = (this.entered.get(contract) ?? 1) - 1;
    if (depth === 0) this.entered.delete(contract);
    else this.entered.set(contract, depth);
  }
}

/**
 * The devnet's contract machine: deploys contract classes, dispatches calls by selector, runs
 * nested calls through itself (so the caller is the sender and the user stays the origin),
 * meters gas deterministically, and keeps nothing of a call that reverts.
 */
export class ContractRuntime implements Vm {
  private readonly state = new WorldState();
  private readonly registry: ContractRegistry;
  readonly environment: VmEnvironment;
  private readonly maxCallDepth: number;
  private lastBlock = 0n;

  constructor(options: VmOptions) {
    this.registry = options.registry;
    this.environment = {
      chainId: options.environment?.chainId ?? REGTEST_CHAIN_ID,
      protocolId: options.environment?.protocolId ?? DEVNET_PROTOCOL_ID,
      linkedTweakedKey: options.environment?.linkedTweakedKey ?? (() => null),
    };
    this.maxCallDepth = options.maxCallDepth ?? 32;
  }

  deploy(deployment: ContractDeployment, ctx: ExecutionContext): ExecutionResult {
    return this.run(ctx, true, (execution) => {
      execution.gas.charge(GAS.callBase);
      execution.construct({
        ...deployment,
        address: normalizeAddress(deployment.address),
        deployer: normalizeAddress(deployment.deployer),
      });
      return EMPTY;
    });
  }

  execute(
    to: string,
    calldata: Uint8Array,
    ctx: ExecutionContext,
    commit: boolean,
  ): ExecutionResult {
    return this.run(ctx, commit, (execution) => {
      execution.gas.charge(GAS.callBase);
      execution.gas.calldata(calldata.length);
      return execution.dispatch(normalizeAddress(ctx.sender), normalizeAddress(to), calldata);
    });
  }

  contractAt(address: string): ContractDeployment | null {
    return this.state.contractAt(address.toLowerCase());
  }

  storage(address: string): ReadonlyMap<string, StorageValue> | null {
    return this.state.slots(address.toLowerCase());
  }

  /** Every deployed contract, in creation order (the seed, then the pools the factory made). */
  deployments(): ContractDeployment[] {
    return this.state.deployments();
  }

  /** The checkpoint carries the block of the last committed call or deployment. */
  checkpoint(): VmCheckpoint {
    return this.state.checkpoint(this.lastBlock);
  }

  restore(checkpoint: VmCheckpoint): void {
    this.state.restore(checkpoint);
    this.lastBlock = checkpoint.blockNumber;
  }

  private run(
    ctx: ExecutionContext,
    commit: boolean,
    body: (execution: Execution) => Uint8Array,
  ): ExecutionResult {
    const execution = new Execution(
      this.state,
      this.registry,
      ctx,
      this.maxCallDepth,
      this.environment,
    );
    const mark = this.state.mark();
    try {
      const result = body(execution);
      if (commit) {
        this.state.commit();
        if (ctx.blockNumber > this.lastBlock) this.lastBlock = ctx.blockNumber;
      } else {
        this.state.rollback(mark);
      }
      return { result, events: execution.events, gasUsed: execution.gas.gasUsed, revert: null };
    } catch (error) {
      this.state.rollback(mark);
      return {
        result: EMPTY,
        events: [],
        gasUsed: execution.gas.gasUsed,
        revert: revertMessageOf(error),
      };
    }
  }
}
