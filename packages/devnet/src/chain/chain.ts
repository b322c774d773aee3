import type { Network } from '@btc-vision/bitcoin';
import { fromHex, normalizeHash, toHex, ZERO_HASH } from '../bytes.ts';
import type { ContractDeployment, ExecutionResult, Vm } from '../vm/execution.ts';
import { slotAtPointer } from '../vm/storage-pointer.ts';
import type { StorageValue } from '../vm/world-state.ts';
import { DEFAULT_MEMPOOL_POLICY } from './acceptance.ts';
import { readBitcoinTransaction } from './bitcoin-transaction.ts';
import { assembleHeader } from './block-assembly.ts';
import { deployContract, executeInteraction, type BlockTime } from './block-execution.ts';
import { medianTime } from './block-header.ts';
import type { BlockEntryRecord, BlockLogRecord, BlockRecord, ChainStore } from './chain-store.ts';
import type {
  CallRequest,
  ChainBlock,
  ChainOptions,
  GasParameters,
  GenesisSpec,
  MinedTransaction,
  ReorgInfo,
  SnapshotInfo,
  SubmitOutcome,
  TransactionLookup,
} from './chain-types.ts';
import { ContractDirectory } from './contract-directory.ts';
import { CsvLockBook } from './csv-locks.ts';
import { buildFaucetTransaction } from './faucet.ts';
import { DEFAULT_GAS_SCHEDULE, type GasSchedule } from './gas.ts';
import { UtxoLedger, type AddressUtxos } from './ledger.ts';
import type { MempoolEntry, PendingKind } from './mempool.ts';
import { PendingPool } from './pending-pool.ts';
import type { Receipt } from './receipt.ts';
import { LinkedSenders, type SenderDirectory } from './senders.ts';
import { SnapshotBook } from './snapshots.ts';
import type { DecodedTransaction, TransactionDecoder } from './transaction-decoder.ts';
import { VmHistory } from './vm-history.ts';

const MAX_BLOCK_WEIGHT = 4_000_000;

type BlockListener = (block: ChainBlock) => void;

interface Disconnected {
  removed: ChainBlock[];
  /** Their transactions, pending again in the ledger, in block order. */
  entries: MempoolEntry[];
  deployments: ContractDeployment[];
}

/**
 * The devnet's chain: blocks, the pending pool, the UTXO ledger and the contract state (through
 * the Vm), persisted in the store and rebuilt from it on start. Everything is synchronous: one
 * call finishes before the next starts, so no request sees a half-mined block.
 */
export class Chain {
  readonly network: Network;
  readonly csvLocks: CsvLockBook;
  readonly contracts: ContractDirectory;
  /** True when this start created the chain (no block log existed): the seed step runs then. */
  readonly isFresh: boolean;

  private readonly vm: Vm;
  private readonly decoder: TransactionDecoder;
  private readonly senders: SenderDirectory;
  private readonly store: ChainStore | null;
  private readonly now: () => number;
  private readonly gasSchedule: GasSchedule;
  private readonly maxBlockWeight: number;
  private readonly warn: (message: string) => void;

  private readonly ledger: UtxoLedger;
  private readonly pool: PendingPool;
  private readonly history: VmHistory;
  private readonly snapshots = new SnapshotBook();
  private readonly blocks: ChainBlock[] = [];
  private readonly blocksByHash = new Map<string, ChainBlock>();
  private readonly txIndex = new Map<string, { height: number; index: number }>();
  private readonly listeners = new Set<BlockListener>();
  /** Rewinds so far: the nonce of new blocks, so a height mined again gets a new hash. */
  private rewinds = 0;
  private readonly reorgHistory: ReorgInfo[] = [];

  private constructor(options: ChainOptions) {
    this.network = options.network;
    this.vm = options.vm;
    this.decoder = options.decoder;
    this.senders = options.senders ?? new LinkedSenders();
    this.csvLocks = options.csvLocks ?? new CsvLockBook(options.network);
    this.store = options.store ?? null;
    this.now = options.now ?? Date.now;
    this.gasSchedule = options.gas ?? DEFAULT_GAS_SCHEDULE;
    this.maxBlockWeight = options.maxBlockWeight ?? MAX_BLOCK_WEIGHT;
    this.warn = options.onWarning ?? ((message) => console.warn(`[devnet] ${message}`));
    this.ledger = new UtxoLedger(this.csvLocks);
    this.pool = new PendingPool({
      network: this.network,
      ledger: this.ledger,
      decoder: this.decoder,
      senders: this.senders,
      csvLocks: this.csvLocks,
      policy: options.policy ?? DEFAULT_MEMPOOL_POLICY,
    });
    this.history = new VmHistory(options.retention);
    this.contracts = new ContractDirectory(options.network);
    this.isFresh = !this.store || this.store.blockRecords.length === 0;
  }

  /** Opens the chain: replays the store's logs, or creates the genesis block on a fresh one. */
  static open(options: ChainOptions): Chain {
    const chain = new Chain(options);
    const store = chain.store;
    if (chain.isFresh) chain.createGenesis(options.genesis ?? {});
    else chain.replayBlocks(store?.blockRecords ?? []);
    if (store && store.mempoolRecords.length > 0) {
      chain.pool.replay(store.mempoolRecords, {
        tipHeight: chain.height,
        isDeployed: (address) => chain.vm.contractAt(address) !== null,
      });
      chain.compactMempoolLog();
    }
    if (store && store.discardedBytes > 0) {
      chain.warn(`ignored ${store.discardedBytes} bytes of a torn record at the end of a log`);
    }
    return chain;
  }

  get height(): number {
    return this.blocks.length - 1;
  }

  get tip(): ChainBlock {
    return this.blocks[this.blocks.length - 1] as ChainBlock;
  }

  blockAt(height: number): ChainBlock | undefined {
    return Number.isInteger(height) && height >= 0 ? this.blocks[height] : undefined;
  }

  blockByHash(hash: string): ChainBlock | undefined {
    const normalized = normalizeHash(hash);
    return normalized === null ? undefined : this.blocksByHash.get(normalized);
  }

  findTransaction(txid: string): TransactionLookup | undefined {
    const id = normalizeHash(txid);
    if (id === null) return undefined;
    const location = this.txIndex.get(id);
    if (location) {
      const block = this.blocks[location.height] as ChainBlock;
      const transaction = block.transactions[location.index] as MinedTransaction;
      return { status: 'mined', block, transaction };
    }
    const entry = this.pool.get(id);
    if (entry) return { status: 'pending', entry };
    const by = this.pool.replacedBy(id);
    return by === undefined ? undefined : { status: 'replaced', by };
  }

  pendingTransactions(): MempoolEntry[] {
    return this.pool.entries();
  }

  pendingDeployments(): ContractDeployment[] {
    return this.pool.deploymentList();
  }

  balance(address: string): bigint {
    return this.ledger.balance(address);
  }

  utxos(address: string, minConfirmations?: number): AddressUtxos {
    return this.ledger.utxos(address, { tipHeight: this.height, minConfirmations });
  }

  rawTransaction(txid: string): Uint8Array | undefined {
    return this.ledger.raw(txid);
  }

  contractAt(address: string): ContractDeployment | null {
    const found = this.vm.contractAt(address);
    if (found) this.contracts.remember(found.address);
    return found;
  }

  /** A contract's 0x address from its 0x or p2op form; null when no such contract exists. */
  resolveContract(addressOrP2op: string): string | null {
    const address = this.contracts.resolve(addressOrP2op);
    return address !== null && this.contractAt(address) ? address : null;
  }

  /** The rewinds that dropped blocks, oldest first, kept across restarts. */
  reorgs(): readonly ReorgInfo[] {
    return this.reorgHistory;
  }

  gas(): GasParameters {
    const tip = this.tip.header;
    return {
      blockNumber: BigInt(this.height + 1),
      gasUsed: tip.gasUsed,
      targetGasLimit: this.gasSchedule.targetGasLimit,
      ema: tip.ema,
      baseGas: tip.baseGas,
      gasPerSat: this.gasSchedule.gasPerSat,
      feeRates: this.gasSchedule.feeRates,
    };
  }

  onBlock(listener: BlockListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Runs a call without keeping anything it changed, against the state after a block (the tip by
   * default), as the next block would run it.
   */
  call(request: CallRequest): ExecutionResult {
    const height = request.height ?? this.height;
    const block = this.blockAt(height);
    if (!block) throw new RangeError(`Block ${height} not found`);
    const sender = request.sender ?? '0x' + ZERO_HASH;
    const context = {
      sender,
      origin: sender,
      blockNumber: BigInt(height + 1),
      blockTime: BigInt(block.header.medianTime),
      txId: ZERO_HASH,
      inputs: request.inputs ?? [],
      outputs: request.outputs ?? [],
    };
    this.contracts.remember(request.to);
    return this.atHeight(height, () =>
      this.vm.execute(request.to, request.calldata, context, false),
    );
  }

  /**
   * A contract's slot by its 32-byte pointer (vm/storage-pointer.ts), in the state after a block
   * (the tip by default); null value for a slot that holds nothing.
   */
  storageAt(
    contract: string,
    pointer: Uint8Array,
    height: number = this.height,
  ): { slot: string | null; value: StorageValue | null } {
    if (!this.blockAt(height)) throw new RangeError(`Block ${height} not found`);
    return this.atHeight(height, () => {
      const slots = this.vm.storage(contract);
      if (!slots) throw new RangeError(`No contract at ${contract} after block ${height}`);
      const found = slotAtPointer(slots, pointer);
      return { slot: found?.slot ?? null, value: found?.value ?? null };
    });
  }

  /** Runs `read` against the contract state after block `height`, then puts the tip back. */
  private atHeight<T>(height: number, read: () => T): T {
    if (height === this.height) return read();
    this.restoreVmTo(height);
    try {
      return read();
    } finally {
      this.restoreVmTo(this.height);
    }
  }

  /**
   * Offers transactions to the mempool in order. As a package (atomic) either all enter or none
   * does; otherwise each stands alone. The mempool log gets what entered, once it is final.
   */
  submit(raws: readonly Uint8Array[], options: { atomic: boolean }): SubmitOutcome[] {
    const { outcomes, records } = this.pool.submit(raws, {
      atomic: options.atomic,
      now: this.now(),
      tipHeight: this.height,
    });
    this.store?.appendMempool(records);
    return outcomes;
  }

  /** Pays `sats` to `address` from nothing; the output is pending until the next block. */
  faucet(address: string, sats: bigint): { txid: string; vout: number } {
    const raw = buildFaucetTransaction(
      { address, sats, height: this.height + 1 },
      this.network,
      (txid) => this.ledger.has(txid),
    );
    const entry = this.pool.addFaucet(raw, this.now(), this.height);
    this.store?.appendMempool([{ t: 'faucet', raw: toHex(raw), firstSeen: entry.firstSeen }]);
    return { txid: entry.txid, vout: 0 };
  }

  /** Queues a devnet deployment; it takes effect in the next block, before its transactions. */
  deploy(deployment: ContractDeployment): void {
    if (this.vm.contractAt(deployment.address) || this.pool.hasDeployment(deployment.address)) {
      throw new Error(`A contract already exists at ${deployment.address}`);
    }
    this.store?.appendMempool([this.pool.queueDeployment(deployment)]);
  }

  /** Mines `count` blocks; the first takes the pending deployments and transactions that fit. */
  mine(count = 1): ChainBlock[] {
    const mined: ChainBlock[] = [];
    for (let i = 0; i < count; i++) mined.push(this.mineOne());
    return mined;
  }

  /**
   * Keeps a pending transaction (txid) or a sender's interactions (tweaked key, 64 hex) out of
   * the blocks mined from now on until released. In memory only: a restart forgets it.
   */
  hold(key: string): string[] {
    this.pool.hold(key);
    return this.pool.heldKeys();
  }

  /** Releases one hold, or all of them. */
  release(key?: string): string[] {
    this.pool.release(key);
    return this.pool.heldKeys();
  }

  /** Drops the last `depth` blocks; their transactions and deployments return to the mempool. */
  reorg(depth: number): ChainBlock[] {
    if (!Number.isInteger(depth) || depth < 1 || depth > this.height) {
      throw new RangeError(`Reorg depth must be between 1 and ${this.height}`);
    }
    const target = this.height - depth;
    const rewind = this.rewindInfo(target);
    const { removed, entries, deployments } = this.disconnectTo(target);
    this.pool.returnFromBlocks(entries, deployments);
    this.rewinds++;
    this.reorgHistory.push(rewind);
    // The mempool log first: after a crash between the two writes the blocks are still there,
    // and their transactions in the mempool log are refused as already known.
    this.compactMempoolLog();
    this.store?.appendRewind(target, rewind.timestamp);
    return removed;
  }

  snapshot(): SnapshotInfo {
    return this.snapshots.take(this.height, this.pool.capture());
  }

  /** Back to a snapshot's height and mempool; that snapshot and later ones are used up. */
  revert(id: string): boolean {
    const snapshot = this.snapshots.get(id);
    if (!snapshot || snapshot.height > this.height) return false;
    const rewind = snapshot.height < this.height ? this.rewindInfo(snapshot.height) : null;
    const { entries } = this.disconnectTo(snapshot.height);
    this.pool.restore(snapshot.pending, entries);
    this.snapshots.consume(id);
    this.compactMempoolLog();
    if (rewind) {
      this.rewinds++;
      this.reorgHistory.push(rewind);
      this.store?.appendRewind(snapshot.height, rewind.timestamp);
    }
    return true;
  }

  close(): void {
    this.store?.close();
  }

  private rewindInfo(target: number): ReorgInfo {
    return { fromBlock: target + 1, toBlock: this.height, timestamp: this.now() };
  }

  private compactMempoolLog(): void {
    this.store?.rewriteMempool(this.pool.logRecords());
  }

  private createGenesis(genesis: GenesisSpec): void {
    const entries: BlockEntryRecord[] = [
      ...(genesis.deployments ?? []).map((deployment) => ({ kind: 'deploy' as const, deployment })),
      ...(genesis.fundings ?? []).map((funding) => ({
        kind: 'faucet' as const,
        raw: toHex(buildFaucetTransaction({ ...funding, height: 0 }, this.network)),
      })),
    ];
    const time = Math.floor(this.now() / 1000);
    const record: BlockRecord = { t: 'block', height: 0, time, nonce: 0, hash: '', entries };
    this.store?.appendBlock(this.connect(record).record);
  }

  private mineOne(): ChainBlock {
    const items = this.pool.select(this.maxBlockWeight);
    const record: BlockRecord = {
      t: 'block',
      height: this.height + 1,
      time: Math.max(Math.floor(this.now() / 1000), this.tip.header.medianTime + 1),
      nonce: this.rewinds,
      hash: '',
      entries: items.map((item) =>
        'deployment' in item
          ? { kind: 'deploy', deployment: item.deployment }
          : { kind: item.entry.kind, raw: toHex(item.entry.decoded.transaction.raw) },
      ),
    };
    const known = items.map((item) => ('entry' in item ? item.entry : undefined));
    const block = this.connect(record, known);
    try {
      this.store?.appendBlock(block.record);
    } catch (error) {
      // Not on disk means not mined: its transactions stay pending.
      this.disconnectTo(block.header.height - 1);
      throw error;
    }
    const mined = known.filter((entry): entry is MempoolEntry => entry !== undefined);
    this.pool.removeMined(mined, block.deployments);
    if (items.length > 0) this.compactMempoolLog();
    for (const listener of this.listeners) listener(block);
    return block;
  }

  /**
   * Applies a block to the ledger and the contract state and appends it to the chain. `known[i]`
   * is the mempool entry of `record.entries[i]` when mining: it moves from pending to confirmed.
   * Entries without one (replay, genesis) are decoded from the record and enter confirmed.
   */
  private connect(
    record: BlockRecord,
    known: readonly (MempoolEntry | undefined)[] = [],
    keepCheckpoint = true,
  ): ChainBlock {
    const height = record.height;
    const times = this.blocks.slice(-10).map((b) => b.header.time);
    const blockTime: BlockTime = { height, medianTime: medianTime([...times, record.time]) };
    const transactions: MinedTransaction[] = [];
    const deployments: ContractDeployment[] = [];
    for (const [position, item] of record.entries.entries()) {
      if (item.kind === 'deploy') {
        this.applyDeployment(item.deployment, blockTime);
        deployments.push(item.deployment);
        continue;
      }
      const entry = known[position];
      let decoded: DecodedTransaction;
      let fee: bigint;
      if (entry) {
        ({ decoded, fee } = entry);
        this.ledger.confirm(decoded.transaction, height);
      } else {
        decoded = this.decodeMined(fromHex(item.raw), item.kind);
        fee = item.kind === 'faucet' ? 0n : this.feeOf(decoded);
        this.ledger.add(decoded.transaction, height, item.kind !== 'faucet');
      }
      transactions.push({
        txid: decoded.transaction.txid,
        hash: decoded.transaction.hash,
        index: transactions.length,
        blockHeight: height,
        kind: item.kind,
        decoded,
        fee,
        receipt: this.execute(decoded, blockTime),
      });
    }

    const parent = height === 0 ? undefined : this.tip.header;
    const header = assembleHeader(
      {
        height,
        time: record.time,
        medianTime: blockTime.medianTime,
        nonce: record.nonce,
        transactions,
        deployments,
        baseGas: this.gasSchedule.baseGas,
      },
      parent,
    );
    if (record.hash !== '' && record.hash !== header.hash) {
      this.warn(`block ${height} replayed to hash ${header.hash} instead of ${record.hash}`);
    }
    const block: ChainBlock = {
      header,
      transactions,
      deployments,
      record: { ...record, hash: header.hash },
    };
    this.blocks.push(block);
    this.blocksByHash.set(header.hash, block);
    for (const tx of transactions) this.txIndex.set(tx.txid, { height, index: tx.index });
    if (keepCheckpoint) this.history.record(height, this.vm.checkpoint());
    return block;
  }

  /** A devnet deployment at inclusion. */
  private applyDeployment(deployment: ContractDeployment, blockTime: BlockTime): void {
    const outcome = deployContract(this.vm, deployment, blockTime);
    if (outcome.revert !== null) {
      this.warn(`deploying ${deployment.kind} at ${deployment.address} failed: ${outcome.revert}`);
    }
    this.contracts.remember(deployment.address);
  }

  private execute(decoded: DecodedTransaction, blockTime: BlockTime): Receipt | null {
    const { interaction, transaction } = decoded;
    if (!interaction) return null;
    try {
      this.senders.learn(interaction);
      this.csvLocks.addPublicKey(fromHex(interaction.senderPublicKey));
    } catch (error) {
      this.warn(`a mined interaction's sender did not register: ${String(error)}`);
    }
    this.contracts.remember(interaction.contract);
    const sender = this.senders.senderOf(interaction);
    const receipt = executeInteraction(this.vm, transaction, interaction, sender, blockTime);
    for (const event of receipt.events) this.contracts.remember(event.contract);
    return receipt;
  }

  /** A transaction of a stored block, decoded again (replay and genesis). */
  private decodeMined(raw: Uint8Array, kind: PendingKind): DecodedTransaction {
    const plain = (): DecodedTransaction => ({
      transaction: readBitcoinTransaction(raw, this.network),
      interaction: null,
    });
    if (kind === 'faucet') return plain();
    try {
      return this.decoder.decode(raw, (txid, vout) => this.ledger.prevout(txid, vout), {
        tipHeight: this.height,
        mined: true,
      });
    } catch (error) {
      this.warn(`a mined transaction no longer decodes (${String(error)}); kept as plain`);
      return plain();
    }
  }

  private feeOf(decoded: DecodedTransaction): bigint {
    let valueIn = 0n;
    for (const input of decoded.transaction.inputs) {
      valueIn += this.ledger.output(input.txid, input.vout)?.value ?? 0n;
    }
    const valueOut = decoded.transaction.outputs.reduce((sum, out) => sum + out.value, 0n);
    return valueIn - valueOut;
  }

  /** Removes the blocks above `height`, their transactions becoming pending in the ledger. */
  private disconnectTo(height: number): Disconnected {
    const removed: ChainBlock[] = [];
    while (this.height > height) {
      const block = this.blocks.pop() as ChainBlock;
      this.blocksByHash.delete(block.header.hash);
      for (const tx of [...block.transactions].reverse()) {
        this.ledger.unconfirm(tx.decoded.transaction);
        this.txIndex.delete(tx.txid);
      }
      removed.unshift(block);
    }
    this.history.dropAbove(height);
    this.restoreVmTo(height);
    const now = this.now();
    const entries = removed.flatMap((block) =>
      block.transactions.map((tx): MempoolEntry => ({
        kind: tx.kind,
        decoded: tx.decoded,
        txid: tx.txid,
        fee: tx.fee,
        vsize: tx.decoded.transaction.vsize,
        firstSeen: now,
        heightSeen: height,
      })),
    );
    return { removed, entries, deployments: removed.flatMap((b) => b.deployments) };
  }

  /** Puts the contract state back to what it was after block `height`. */
  private restoreVmTo(height: number): void {
    const exact = this.history.at(height);
    if (exact) {
      this.vm.restore(exact);
      return;
    }
    const nearest = this.history.nearest(height);
    if (!nearest) throw new Error(`No contract state is kept for block ${height}`);
    this.vm.restore(nearest.checkpoint);
    for (let h = nearest.height + 1; h <= height; h++) {
      const block = this.blocks[h] as ChainBlock;
      const blockTime: BlockTime = { height: h, medianTime: block.header.medianTime };
      for (const deployment of block.deployments) deployContract(this.vm, deployment, blockTime);
      for (const tx of block.transactions) {
        const { interaction, transaction } = tx.decoded;
        if (interaction && tx.receipt) {
          executeInteraction(this.vm, transaction, interaction, tx.receipt.sender, blockTime);
        }
      }
    }
  }

  /** Folds the block log (blocks and rewinds) into the chain it describes, then applies it. */
  private replayBlocks(records: readonly BlockLogRecord[]): void {
    const effective: BlockRecord[] = [];
    for (const record of records) {
      if (record.t === 'rewind') {
        const tip = effective[effective.length - 1];
        if (tip && tip.height > record.height) {
          this.reorgHistory.push({
            fromBlock: record.height + 1,
            toBlock: tip.height,
            // An older log did not keep the time: the dropped tip's own time is the closest known.
            timestamp: record.time ?? tip.time * 1000,
          });
        }
        effective.length = Math.min(effective.length, record.height + 1);
        this.rewinds++;
      } else if (record.height === effective.length) {
        effective.push(record);
      } else {
        this.warn(
          `skipped a block record at height ${record.height} (expected ${effective.length})`,
        );
      }
    }
    const tip = effective.length - 1;
    for (const record of effective) {
      this.connect(record, [], this.history.retains(record.height, tip));
    }
  }
}
