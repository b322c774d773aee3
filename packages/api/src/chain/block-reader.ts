import type { Outpoint } from '../db/schema/activity.ts';
import type {
  IndexedBlock,
  IndexedEvent,
  IndexedOutput,
  IndexedTransaction,
} from '../indexer/block-handler.ts';
import {
  addressFromNode,
  base64ToBytes,
  bigintFromNode,
  decodeRevertMessage,
  toHexAddress,
  xOnlyKeyFromNode,
} from './chain-encoding.ts';
import { RpcCallError, type JsonRpcClient } from './json-rpc-client.ts';

// The OP_NET node's block JSON (opnet's IBlock / ITransaction on the wire), as far as it is read.

interface NodeEvent {
  contractAddress: string;
  type: string;
  /** Base64. */
  data: string;
}

export interface NodeTransaction {
  id: string;
  index: number;
  OPNetType: string;
  inputs?: { originalTransactionId?: string; outputTransactionIndex?: number }[];
  outputs?: { index: number; value: string; scriptPubKey: { hex: string; address?: string } }[];
  events?: NodeEvent[];
  /** Base64 revert data when the call reverted. */
  revert?: string;
  gasUsed?: string;
  /** The called contract: p2op on the wire; contractPublicKey carries its 32 bytes. */
  contractAddress?: string;
  contractPublicKey?: string;
  /** Base64 x-only key of the interaction's sender. */
  interactionPubKey?: string;
  /** Base64 OP_NET address (ML-DSA key hash) of the sender. */
  from?: string;
}

export interface NodeBlock {
  height: string | number;
  hash: string;
  previousBlockHash: string;
  /** Seconds (Bitcoin header time) on the devnet; milliseconds are accepted too. */
  time: number;
  transactions?: NodeTransaction[];
  deployments?: string[];
}

const NULL_TXID = /^0{64}$/;

/** A header time below this can only be seconds: as milliseconds it would be before 1973. */
const SECONDS_LIMIT = 100_000_000_000;

const blockTimeMs = (time: number): number => (time < SECONDS_LIMIT ? time * 1_000 : time);

/**
 * Contract addresses in 0x form. Events may name their contract as a p2op address on some nodes;
 * the block's interactions (p2op beside the 32-byte contract key) teach the mapping back.
 */
class ContractNames {
  private readonly byP2op = new Map<string, string>();

  learn(transaction: NodeTransaction): void {
    if (!transaction.contractAddress || !transaction.contractPublicKey) return;
    const hex = addressFromNode(transaction.contractPublicKey);
    if (hex) this.byP2op.set(transaction.contractAddress.toLowerCase(), hex);
  }

  resolve(address: string): string {
    return toHexAddress(address) ?? this.byP2op.get(address.toLowerCase()) ?? address;
  }
}

/** The outpoints a node transaction spends (a coinbase spends none). */
export function inputsOf(transaction: NodeTransaction): Outpoint[] {
  const inputs: Outpoint[] = [];
  for (const input of transaction.inputs ?? []) {
    const txid = input.originalTransactionId;
    if (!txid || NULL_TXID.test(txid) || input.outputTransactionIndex === undefined) continue;
    inputs.push({ transactionId: txid.toLowerCase(), outputIndex: input.outputTransactionIndex });
  }
  return inputs;
}

function outputsOf(transaction: NodeTransaction): IndexedOutput[] {
  return (transaction.outputs ?? []).map((output) => ({
    index: output.index,
    value: BigInt(output.value),
    address: output.scriptPubKey.address ?? null,
    scriptHex: output.scriptPubKey.hex.toLowerCase(),
  }));
}

function transactionOf(transaction: NodeTransaction, names: ContractNames): IndexedTransaction {
  const interaction = transaction.OPNetType === 'Interaction';
  const contract = !interaction
    ? null
    : transaction.contractPublicKey
      ? addressFromNode(transaction.contractPublicKey)
      : transaction.contractAddress
        ? names.resolve(transaction.contractAddress)
        : null;
  const events: IndexedEvent[] = (transaction.events ?? []).map((event) => ({
    contract: names.resolve(event.contractAddress),
    type: event.type,
    data: base64ToBytes(event.data),
  }));
  return {
    id: transaction.id.toLowerCase(),
    index: transaction.index,
    kind: interaction ? 'Interaction' : 'Generic',
    inputs: inputsOf(transaction),
    outputs: outputsOf(transaction),
    contract,
    senderXOnlyKey:
      interaction && transaction.interactionPubKey
        ? xOnlyKeyFromNode(transaction.interactionPubKey)
        : null,
    from: interaction && transaction.from ? addressFromNode(transaction.from) : null,
    revert: transaction.revert ? decodeRevertMessage(base64ToBytes(transaction.revert)) : null,
    gasUsed: bigintFromNode(transaction.gasUsed),
    events,
  };
}

/** The indexer's view of a node block fetched with its transactions. */
export function indexedBlockOf(block: NodeBlock): IndexedBlock {
  const names = new ContractNames();
  const transactions = block.transactions ?? [];
  for (const transaction of transactions) names.learn(transaction);
  return {
    height: Number(bigintFromNode(block.height)),
    hash: block.hash.toLowerCase(),
    previousHash: block.previousBlockHash.toLowerCase(),
    time: blockTimeMs(block.time),
    transactions: transactions.map((transaction) => transactionOf(transaction, names)),
    deployments: (block.deployments ?? []).map((address) => names.resolve(address)),
  };
}

export interface BlockReaderOptions {
  /** Blocks per JSON-RPC batch; the batches of one call are sent at once. */
  blocksPerRequest?: number;
}

/** Reads blocks and block hashes from the node over JSON-RPC. */
export class BlockReader {
  private readonly blocksPerRequest: number;

  constructor(
    private readonly client: JsonRpcClient,
    options: BlockReaderOptions = {},
  ) {
    this.blocksPerRequest = options.blocksPerRequest ?? 10;
  }

  async tipHeight(): Promise<number> {
    return Number(bigintFromNode(await this.client.call<string>('btc_blockNumber')));
  }

  /** The blocks at these heights with their transactions, in the order asked. */
  async blocks(heights: readonly number[]): Promise<IndexedBlock[]> {
    const chunks = chunk(heights, this.blocksPerRequest);
    const answers = await Promise.all(
      chunks.map((part) =>
        this.client.batch<NodeBlock>(
          part.map((height) => ({ method: 'btc_getBlockByNumber', params: [height, true] })),
        ),
      ),
    );
    return answers.flat().map(indexedBlockOf);
  }

  /**
   * The heights of the blocks that mined these transactions, in order; null for one the node
   * has pending or does not know.
   */
  async minedHeights(transactionIds: readonly string[]): Promise<(number | null)[]> {
    const answers = await Promise.all(
      chunk(transactionIds, 100).map((part) =>
        this.client.batchSettled<{ blockNumber?: string } | null>(
          part.map((id) => ({ method: 'btc_getTransactionByHash', params: [id] })),
        ),
      ),
    );
    return answers
      .flat()
      .map((answer) =>
        answer instanceof RpcCallError || !answer?.blockNumber
          ? null
          : Number(bigintFromNode(answer.blockNumber)),
      );
  }

  /** The hashes of the blocks at these heights, without their transactions. */
  async hashes(heights: readonly number[]): Promise<string[]> {
    const chunks = chunk(heights, 100);
    const answers = await Promise.all(
      chunks.map((part) =>
        this.client.batch<NodeBlock>(
          part.map((height) => ({ method: 'btc_getBlockByNumber', params: [height, false] })),
        ),
      ),
    );
    return answers.flat().map((block) => block.hash.toLowerCase());
  }
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}
