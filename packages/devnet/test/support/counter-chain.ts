// Test support for the chain and RPC tests: a small contract machine, signed plain transactions
// from development keys, and a chain on a temporary directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { networks, Psbt, toSatoshi, toXOnly, address as bitcoinAddress } from '@btc-vision/bitcoin';
import { TweakedSigner } from '@btc-vision/transaction';
import { DevAccounts, type DevAccount } from '../../src/accounts/dev-accounts.ts';
import { fromHex } from '../../src/bytes.ts';
import { Chain } from '../../src/chain/chain.ts';
import { ChainStore } from '../../src/chain/chain-store.ts';
import type { ChainOptions } from '../../src/chain/chain-types.ts';
import { createOpnetDecoder } from '../../src/chain/opnet-decoder.ts';
import { buildInteraction, type BuiltInteraction } from '../../src/tx/build-interaction.ts';
import { challengeForHeight, toChallengeSolution } from '../../src/tx/challenge.ts';
import type { StorageValue } from '../../src/vm/world-state.ts';
import type {
  ContractDeployment,
  ContractEvent,
  ExecutionContext,
  ExecutionResult,
  Vm,
  VmCheckpoint,
} from '../../src/vm/execution.ts';

export const network = networks.regtest;
export const devAccounts = new DevAccounts({ count: 4 });

export const COUNTER = '0x' + 'c0'.repeat(32);
export const counterDeployment: ContractDeployment = {
  kind: 'Counter',
  address: COUNTER,
  deployer: '0x' + '11'.repeat(32),
  args: {},
};

/** Calldata of the counter machine: [op, amount]. */
export const INCREMENT = (amount: number): Uint8Array => Uint8Array.from([1, amount]);
export const FAIL = Uint8Array.from([2]);
export const READ = Uint8Array.from([3]);

class CounterCheckpoint implements VmCheckpoint {
  constructor(
    readonly blockNumber: bigint,
    readonly values: ReadonlyMap<string, { deployment: ContractDeployment; value: number }>,
  ) {}
}

/**
 * A contract machine whose contracts are counters: op 1 adds (and emits Incremented), op 2
 * reverts with 'Counter: nope', op 3 returns the value. Each call records its context.
 */
export class CounterVm implements Vm {
  readonly contexts: ExecutionContext[] = [];
  private values = new Map<string, { deployment: ContractDeployment; value: number }>();

  deploy(deployment: ContractDeployment): ExecutionResult {
    this.values.set(deployment.address, { deployment, value: 0 });
    return { result: new Uint8Array(0), events: [], gasUsed: 500n, revert: null };
  }

  execute(
    to: string,
    calldata: Uint8Array,
    ctx: ExecutionContext,
    commit: boolean,
  ): ExecutionResult {
    this.contexts.push(ctx);
    const counter = this.values.get(to);
    if (!counter)
      return { result: new Uint8Array(0), events: [], gasUsed: 0n, revert: 'No contract' };
    const op = calldata[0];
    if (op === 2)
      return { result: new Uint8Array(0), events: [], gasUsed: 700n, revert: 'Counter: nope' };
    if (op === 1) {
      const next = counter.value + (calldata[1] ?? 0);
      if (commit) this.values.set(to, { ...counter, value: next });
      const event: ContractEvent = {
        contract: to,
        type: 'Incremented',
        data: Uint8Array.from([next]),
      };
      return { result: Uint8Array.from([next]), events: [event], gasUsed: 1_000n, revert: null };
    }
    return { result: Uint8Array.from([counter.value]), events: [], gasUsed: 100n, revert: null };
  }

  contractAt(address: string): ContractDeployment | null {
    return this.values.get(address)?.deployment ?? null;
  }

  /** A counter keeps its value in one slot, 'value', empty at zero. */
  storage(address: string): ReadonlyMap<string, StorageValue> | null {
    const counter = this.values.get(address);
    if (!counter) return null;
    return new Map(counter.value === 0 ? [] : [['value', BigInt(counter.value)]]);
  }

  checkpoint(): VmCheckpoint {
    return new CounterCheckpoint(0n, new Map(this.values));
  }

  restore(checkpoint: VmCheckpoint): void {
    this.values = new Map((checkpoint as CounterCheckpoint).values);
  }

  valueOf(address: string): number | undefined {
    return this.values.get(address)?.value;
  }
}

export interface TestChain {
  chain: Chain;
  vm: CounterVm;
  store: ChainStore;
  directory: string;
  /** Simulates a restart: a new chain and machine over the same directory (the old one is dropped as kill -9 would). */
  reopen(options?: Partial<ChainOptions>): TestChain;
  cleanup(): void;
}

export function openTestChain(
  options: Partial<ChainOptions> & { directory?: string } = {},
): TestChain {
  const directory = options.directory ?? mkdtempSync(join(tmpdir(), 'devnet-chain-'));
  const vm = new CounterVm();
  const store = ChainStore.open(directory);
  const chain = Chain.open({
    network,
    vm,
    decoder: createOpnetDecoder(network),
    store,
    genesis: { deployments: [counterDeployment] },
    onWarning: () => {},
    ...options,
  });
  return {
    chain,
    vm,
    store,
    directory,
    reopen: (more = {}) => openTestChain({ ...options, ...more, directory }),
    cleanup: () => {
      chain.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export interface Coin {
  txid: string;
  vout: number;
  value: bigint;
}

/** A key-path p2tr spend of `coins` (all owned by `account`) to `outputs`, signed. */
export function spendP2tr(
  account: DevAccount,
  coins: readonly Coin[],
  outputs: readonly { address: string; value: bigint }[],
): Uint8Array {
  const script = bitcoinAddress.toOutputScript(account.p2tr, network);
  const psbt = new Psbt({ network });
  for (const coin of coins) {
    psbt.addInput({
      hash: coin.txid,
      index: coin.vout,
      witnessUtxo: { script, value: toSatoshi(coin.value) },
      tapInternalKey: toXOnly(account.signer.publicKey),
    });
  }
  for (const output of outputs)
    psbt.addOutput({ address: output.address, value: toSatoshi(output.value) });
  const tweaked = TweakedSigner.tweakSigner(account.signer, { network });
  for (let i = 0; i < coins.length; i++) psbt.signInput(i, tweaked as never);
  psbt.finalizeAllInputs();
  return psbt.extractTransaction(true).toBuffer();
}

/** Faucet coins to the account, mined into a block. */
export function fund(chain: Chain, account: DevAccount, sats: bigint): Coin {
  const paid = chain.faucet(account.p2tr, sats);
  chain.mine(1);
  return { ...paid, value: sats };
}

/** A real funding + interaction pair from @btc-vision/transaction, calling `contract`. */
export async function buildCall(
  chain: Chain,
  account: DevAccount,
  coin: Coin,
  calldata: Uint8Array,
  options: { contract?: string; feeRate?: number } = {},
): Promise<BuiltInteraction> {
  const raw = chain.rawTransaction(coin.txid);
  if (!raw) throw new Error(`Unknown coin ${coin.txid}`);
  return buildInteraction({
    from: account,
    contract: options.contract ?? COUNTER,
    calldata,
    utxos: [
      {
        txid: coin.txid,
        vout: coin.vout,
        value: coin.value,
        script: bitcoinAddress.toOutputScript(account.p2tr, network),
        rawTransaction: raw,
      },
    ],
    challenge: toChallengeSolution(challengeForHeight(BigInt(chain.height), network)),
    feeRate: options.feeRate ?? 2,
    priorityFee: 0n,
    gasSatFee: 1_000n,
  });
}

export const hexBytes = (hex: string): Uint8Array => fromHex(hex);
