import type { Network } from '@btc-vision/bitcoin';
import { fromHex, toHex } from '../bytes.ts';
import type { ParsedInteraction } from '../tx/parsed-transaction.ts';
import type { ContractDeployment } from '../vm/execution.ts';
import { planAcceptance, type MempoolPolicy } from './acceptance.ts';
import { readBitcoinTransaction } from './bitcoin-transaction.ts';
import type { MempoolLogRecord } from './chain-store.ts';
import type { SubmitOutcome } from './chain-types.ts';
import type { CsvLockBook } from './csv-locks.ts';
import type { UtxoLedger } from './ledger.ts';
import { Mempool, type MempoolEntry } from './mempool.ts';
import { MempoolRejection } from './rejection.ts';
import type { SenderDirectory } from './senders.ts';
import type { TransactionDecoder } from './transaction-decoder.ts';

/** What the next block would take: devnet deployments first, then transactions. */
export type PendingItem = { deployment: ContractDeployment } | { entry: MempoolEntry };

/** Everything pending, as a snapshot keeps it. */
export interface PendingState {
  entries: MempoolEntry[];
  deployments: ContractDeployment[];
  replaced: Map<string, string>;
}

export interface PendingPoolOptions {
  network: Network;
  ledger: UtxoLedger;
  decoder: TransactionDecoder;
  senders: SenderDirectory;
  csvLocks: CsvLockBook;
  policy: MempoolPolicy;
}

export const PACKAGE_NOT_VALIDATED = 'package-not-validated';

/**
 * What waits for a block: the mempool (with its side of the ledger), queued devnet deployments,
 * and the memory of transactions a replacement pushed out. Produces the records of the mempool
 * log; the chain writes them.
 */
export class PendingPool {
  private readonly mempool = new Mempool();
  private deployments: ContractDeployment[] = [];
  private readonly replaced = new Map<string, string>();
  /** Held out of blocks (devnet_hold): transaction ids, and senders' tweaked keys (interactions). */
  private readonly held = new Set<string>();

  constructor(private readonly options: PendingPoolOptions) {}

  get(txid: string): MempoolEntry | undefined {
    return this.mempool.get(txid);
  }

  entries(): MempoolEntry[] {
    return this.mempool.all();
  }

  deploymentList(): ContractDeployment[] {
    return [...this.deployments];
  }

  replacedBy(txid: string): string | undefined {
    return this.replaced.get(txid);
  }

  hasDeployment(address: string): boolean {
    return this.deployments.some((d) => d.address === address);
  }

  queueDeployment(deployment: ContractDeployment): MempoolLogRecord {
    this.deployments.push(deployment);
    return { t: 'deploy', deployment };
  }

  /**
   * Offers transactions in order. As a package (atomic) either all enter or none does; otherwise
   * each stands alone. Returns the outcomes and the log records of what entered.
   */
  submit(
    raws: readonly Uint8Array[],
    context: { atomic: boolean; now: number; tipHeight: number },
  ): { outcomes: SubmitOutcome[]; records: MempoolLogRecord[] } {
    const outcomes: SubmitOutcome[] = [];
    const undo: { entry: MempoolEntry; replaced: MempoolEntry[] }[] = [];
    const records: MempoolLogRecord[] = [];
    const notValidated = (txid: string | null): SubmitOutcome => ({
      txid,
      accepted: false,
      error: PACKAGE_NOT_VALIDATED,
      replaced: [],
    });
    for (const raw of raws) {
      if (context.atomic && outcomes.some((o) => !o.accepted)) {
        outcomes.push(notValidated(null));
        continue;
      }
      try {
        const { entry, replaced } = this.accept(raw, context.now, context.tipHeight);
        undo.push({ entry, replaced });
        records.push({ t: 'transaction', raw: toHex(raw), firstSeen: entry.firstSeen });
        for (const old of replaced) records.push({ t: 'replaced', txid: old.txid, by: entry.txid });
        const replacedIds = replaced.map((r) => r.txid);
        outcomes.push({ txid: entry.txid, accepted: true, error: null, replaced: replacedIds });
      } catch (error) {
        if (!(error instanceof MempoolRejection)) throw error;
        outcomes.push({ txid: error.txid, accepted: false, error: error.message, replaced: [] });
      }
    }
    if (context.atomic && outcomes.some((o) => !o.accepted)) {
      for (const step of undo.reverse()) this.unaccept(step.entry, step.replaced);
      return {
        outcomes: outcomes.map((o) => (o.accepted ? notValidated(o.txid) : o)),
        records: [],
      };
    }
    return { outcomes, records };
  }

  /** A faucet payment (coinbase-shaped: nothing to verify, no inputs to spend). */
  addFaucet(raw: Uint8Array, firstSeen: number, tipHeight: number): MempoolEntry {
    const transaction = readBitcoinTransaction(raw, this.options.network);
    const entry: MempoolEntry = {
      kind: 'faucet',
      decoded: { transaction, interaction: null },
      txid: transaction.txid,
      fee: 0n,
      vsize: transaction.vsize,
      firstSeen,
      heightSeen: tipHeight,
    };
    this.enter(entry);
    return entry;
  }

  /**
   * Keeps a transaction (a txid) or every interaction a sender signs (its tweaked key) out of the
   * blocks until released; what spends a held transaction's outputs waits with it.
   */
  hold(key: string): void {
    this.held.add(key);
  }

  /** Releases one hold, or every hold without a key. */
  release(key?: string): void {
    if (key === undefined) this.held.clear();
    else this.held.delete(key);
  }

  heldKeys(): string[] {
    return [...this.held];
  }

  /** Deployments, then transactions in arrival order while the block has room. */
  select(maxBlockWeight: number): PendingItem[] {
    const items: PendingItem[] = this.deployments.map((deployment) => ({ deployment }));
    let weight = 4 * 81;
    const waiting = new Set<string>();
    for (const entry of this.mempool.all()) {
      if (this.isHeld(entry, waiting)) {
        waiting.add(entry.txid);
        continue;
      }
      weight += entry.vsize * 4;
      if (weight > maxBlockWeight) break;
      items.push({ entry });
    }
    return items;
  }

  private isHeld(entry: MempoolEntry, waiting: ReadonlySet<string>): boolean {
    if (this.held.size === 0) return false;
    const { transaction, interaction } = entry.decoded;
    if (this.held.has(entry.txid)) return true;
    if (interaction && this.held.has(interaction.senderTweakedKey)) return true;
    return transaction.inputs.some((input) => waiting.has(input.txid));
  }

  /** Forgets what a block took (the ledger already holds it as confirmed). */
  removeMined(entries: readonly MempoolEntry[], deployments: readonly ContractDeployment[]): void {
    for (const entry of entries) this.mempool.delete(entry.txid);
    this.deployments = this.deployments.filter(
      (d) => !deployments.some((done) => done.address === d.address),
    );
  }

  /** Takes back what disconnected blocks held (already pending in the ledger), ahead of the rest. */
  returnFromBlocks(
    entries: readonly MempoolEntry[],
    deployments: readonly ContractDeployment[],
  ): void {
    this.mempool.prepend(entries);
    this.deployments = [...deployments, ...this.deployments];
  }

  capture(): PendingState {
    return {
      entries: this.mempool.all(),
      deployments: [...this.deployments],
      replaced: new Map(this.replaced),
    };
  }

  /**
   * Replaces everything pending by a captured state. `orphans` are transactions the ledger holds as
   * pending outside the mempool (those of disconnected blocks); they are dropped too.
   */
  restore(state: PendingState, orphans: readonly MempoolEntry[]): void {
    for (const entry of [...orphans, ...this.mempool.all()].reverse()) {
      this.options.ledger.remove(entry.decoded.transaction);
    }
    this.mempool.clear();
    for (const entry of state.entries) this.enter(entry);
    this.deployments = [...state.deployments];
    this.replaced.clear();
    for (const [txid, by] of state.replaced) this.replaced.set(txid, by);
  }

  /**
   * Rebuilds the pool from its log after a restart: each transaction goes through acceptance again
   * (a mined or conflicting one drops out), deployments already done are skipped.
   */
  replay(
    records: readonly MempoolLogRecord[],
    context: { tipHeight: number; isDeployed: (address: string) => boolean },
  ): void {
    for (const record of records) {
      switch (record.t) {
        case 'transaction':
          try {
            this.accept(fromHex(record.raw), record.firstSeen, context.tipHeight);
          } catch (error) {
            if (!(error instanceof MempoolRejection)) throw error;
          }
          break;
        case 'faucet': {
          const raw = fromHex(record.raw);
          const txid = readBitcoinTransaction(raw, this.options.network).txid;
          if (!this.options.ledger.has(txid))
            this.addFaucet(raw, record.firstSeen, context.tipHeight);
          break;
        }
        case 'deploy': {
          const { address } = record.deployment;
          if (!context.isDeployed(address) && !this.hasDeployment(address)) {
            this.deployments.push(record.deployment);
          }
          break;
        }
        case 'replaced':
          this.replaced.set(record.txid, record.by);
          break;
      }
    }
  }

  /** The whole pool as mempool log records, for a compacted log. */
  logRecords(): MempoolLogRecord[] {
    const records: MempoolLogRecord[] = [];
    for (const [txid, by] of this.replaced) records.push({ t: 'replaced', txid, by });
    for (const deployment of this.deployments) records.push({ t: 'deploy', deployment });
    for (const entry of this.mempool.all()) {
      const raw = toHex(entry.decoded.transaction.raw);
      const t = entry.kind === 'faucet' ? 'faucet' : 'transaction';
      records.push({ t, raw, firstSeen: entry.firstSeen });
    }
    return records;
  }

  private accept(
    raw: Uint8Array,
    firstSeen: number,
    tipHeight: number,
  ): { entry: MempoolEntry; replaced: MempoolEntry[] } {
    const { ledger } = this.options;
    const plan = planAcceptance(raw, { ...this.options, mempool: this.mempool, tipHeight });
    if (plan.decoded.interaction) this.learnSender(plan.decoded.interaction);
    const replaced = plan.replaces.map((txid) => this.mempool.get(txid) as MempoolEntry);
    for (const old of [...replaced].reverse()) {
      ledger.remove(old.decoded.transaction);
      this.mempool.delete(old.txid);
    }
    const entry: MempoolEntry = {
      kind: 'transaction',
      decoded: plan.decoded,
      txid: plan.decoded.transaction.txid,
      fee: plan.fee,
      vsize: plan.decoded.transaction.vsize,
      firstSeen,
      heightSeen: tipHeight,
    };
    this.enter(entry);
    for (const old of replaced) this.replaced.set(old.txid, entry.txid);
    return { entry, replaced };
  }

  /** Registers what an interaction reveals; refuses one whose sender cannot be resolved. */
  private learnSender(interaction: ParsedInteraction): void {
    const txid = interaction.transaction.txid;
    try {
      this.options.senders.learn(interaction);
    } catch (error) {
      throw new MempoolRejection(txid, error instanceof Error ? error.message : String(error));
    }
    this.options.csvLocks.addPublicKey(fromHex(interaction.senderPublicKey));
    if (this.options.senders.senderOf(interaction) === null) {
      throw new MempoolRejection(
        txid,
        `The sender ${interaction.senderTweakedKey} has no linked ML-DSA public key`,
      );
    }
  }

  private unaccept(entry: MempoolEntry, replaced: readonly MempoolEntry[]): void {
    this.options.ledger.remove(entry.decoded.transaction);
    this.mempool.delete(entry.txid);
    for (const old of replaced) {
      this.enter(old);
      this.replaced.delete(old.txid);
    }
  }

  private enter(entry: MempoolEntry): void {
    this.options.ledger.add(entry.decoded.transaction, null, entry.kind !== 'faucet');
    this.mempool.add(entry);
  }
}
