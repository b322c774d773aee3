import { createHash } from 'node:crypto';
import type { TokenMetadata } from '../../src/chain/node-reader.ts';
import type {
  BlockHandler,
  IndexedBlock,
  IndexedEvent,
  IndexedTransaction,
} from '../../src/indexer/block-handler.ts';
import type { Database } from '../../src/db/database.ts';
import type { MarketContracts } from '../../src/indexer/market/market-contracts.ts';
import type {
  NativePoolReader,
  NativePoolReading,
} from '../../src/indexer/market/native-pool-reader.ts';

// Hand-built blocks for the market handlers' tests: events encoded in the ABI layouts the
// handlers read (big-endian integers in full width, 32-byte addresses, u32-length strings).

export const TEST_CONTRACTS: MarketContracts = {
  nativeSwap: `0x${'a1'.repeat(32)}`,
  motoSwapFactory: `0x${'a2'.repeat(32)}`,
};
export const TOKEN_FACTORY = `0x${'a3'.repeat(32)}`;

/** A 0x address of 32 bytes from a short label, e.g. address('moto'). */
export function address(label: string): string {
  return `0x${createHash('sha256').update(label).digest('hex')}`;
}

/** A 64-hex transaction id from a label. */
export function txid(label: string): string {
  return createHash('sha256').update(`tx:${label}`).digest('hex');
}

export class EventWriter {
  private readonly parts: Uint8Array[] = [];

  uint(value: bigint, bytes: number): this {
    if (value < 0n || value >= 1n << BigInt(bytes * 8))
      throw new RangeError(`${value} > u${bytes * 8}`);
    const out = new Uint8Array(bytes);
    let rest = value;
    for (let index = bytes - 1; index >= 0; index--) {
      out[index] = Number(rest & 0xffn);
      rest >>= 8n;
    }
    this.parts.push(out);
    return this;
  }

  u256 = (value: bigint) => this.uint(value, 32);
  u128 = (value: bigint) => this.uint(value, 16);
  u64 = (value: bigint) => this.uint(value, 8);

  address(hex: string): this {
    this.parts.push(Uint8Array.from(Buffer.from(hex.slice(2), 'hex')));
    return this;
  }

  bool(value: boolean): this {
    this.parts.push(Uint8Array.of(value ? 1 : 0));
    return this;
  }

  string(text: string): this {
    const bytes = new TextEncoder().encode(text);
    this.uint(BigInt(bytes.length), 4);
    this.parts.push(bytes);
    return this;
  }

  bytes(): Uint8Array {
    return Uint8Array.from(this.parts.flatMap((part) => [...part]));
  }
}

function event(
  contract: string,
  type: string,
  write: (writer: EventWriter) => unknown,
): IndexedEvent {
  const writer = new EventWriter();
  write(writer);
  return { contract, type, data: writer.bytes() };
}

/** The events of the contracts the market reads, by the emitting contract. */
export const events = {
  transferred: (token: string, from: string, to: string, amount: bigint, operator = from) =>
    event(token, 'Transferred', (w) => w.address(operator).address(from).address(to).u256(amount)),
  tokenDeployed: (factory: string, deployer: string, token: string, name: string, symbol: string) =>
    event(factory, 'TokenDeployed', (w) =>
      w.address(deployer).address(token).string(name).string(symbol),
    ),
  poolCreated: (
    token0: string,
    token1: string,
    pool: string,
    factory = TEST_CONTRACTS.motoSwapFactory,
  ) => event(factory, 'PoolCreated', (w) => w.address(token0).address(token1).address(pool)),
  synced: (pool: string, reserve0: bigint, reserve1: bigint) =>
    event(pool, 'Synced', (w) => w.u256(reserve0).u256(reserve1)),
  minted: (pool: string, to: string, amount: bigint) =>
    event(pool, 'Minted', (w) => w.address(to).u256(amount)),
  burned: (pool: string, from: string, amount: bigint) =>
    event(pool, 'Burned', (w) => w.address(from).u256(amount)),
  swapped: (
    pool: string,
    sender: string,
    amounts: { in0: bigint; in1: bigint; out0: bigint; out1: bigint },
    to: string,
  ) =>
    event(pool, 'Swapped', (w) =>
      w
        .address(sender)
        .u256(amounts.in0)
        .u256(amounts.in1)
        .u256(amounts.out0)
        .u256(amounts.out1)
        .address(to),
    ),
  liquidityAdded: (pool: string, sender: string, amount0: bigint, amount1: bigint) =>
    event(pool, 'LiquidityAdded', (w) => w.address(sender).u256(amount0).u256(amount1)),
  liquidityRemoved: (pool: string, sender: string, amount0: bigint, amount1: bigint, to: string) =>
    event(pool, 'LiquidityRemoved', (w) =>
      w.address(sender).u256(amount0).u256(amount1).address(to),
    ),
  liquidityListed: (totalLiquidity: bigint, receiver: string) =>
    event(TEST_CONTRACTS.nativeSwap, 'LiquidityListed', (w) =>
      w.u128(totalLiquidity).string(receiver),
    ),
  liquidityReserved: (
    depositAddress: string,
    satoshis: bigint,
    providerId: string,
    tokens: bigint,
  ) =>
    event(TEST_CONTRACTS.nativeSwap, 'LiquidityReserved', (w) =>
      w
        .string(depositAddress)
        .u64(satoshis)
        .u256(BigInt(`0x${providerId}`))
        .u128(tokens),
    ),
  reservationCreated: (expectedAmountOut: bigint, totalSatoshis: bigint) =>
    event(TEST_CONTRACTS.nativeSwap, 'ReservationCreated', (w) =>
      w.u256(expectedAmountOut).u64(totalSatoshis),
    ),
  providerActivated: (providerId: string, listingAmount: bigint) =>
    event(TEST_CONTRACTS.nativeSwap, 'ProviderActivated', (w) =>
      w
        .u256(BigInt(`0x${providerId}`))
        .u128(listingAmount)
        .u64(0n),
    ),
  providerConsumed: (providerId: string, amountUsed: bigint) =>
    event(TEST_CONTRACTS.nativeSwap, 'ProviderConsumed', (w) =>
      w.u256(BigInt(`0x${providerId}`)).u128(amountUsed),
    ),
  providerFulfilled: (providerId: string, stakedAmount: bigint) =>
    event(TEST_CONTRACTS.nativeSwap, 'ProviderFulfilled', (w) =>
      w
        .u256(BigInt(`0x${providerId}`))
        .bool(false)
        .u256(stakedAmount),
    ),
  swapExecuted: (buyer: string, satoshisIn: bigint, tokensOut: bigint, fees: bigint) =>
    event(TEST_CONTRACTS.nativeSwap, 'SwapExecuted', (w) =>
      w.address(buyer).u64(satoshisIn).u256(tokensOut).u256(fees),
    ),
  listingCanceled: (refund: bigint, penalty: bigint) =>
    event(TEST_CONTRACTS.nativeSwap, 'ListingCanceled', (w) => w.u128(refund).u128(penalty)),
  withdrawListing: (amount: bigint, token: string, providerId: string, sender: string) =>
    event(TEST_CONTRACTS.nativeSwap, 'WithdrawListing', (w) =>
      w
        .u128(amount)
        .address(token)
        .u256(BigInt(`0x${providerId}`))
        .address(sender),
    ),
};

/** A mined interaction from `from` calling `contract`. */
export function interaction(
  label: string,
  from: string,
  contract: string,
  emitted: IndexedEvent[],
  options: { revert?: string } = {},
): IndexedTransaction {
  return {
    id: txid(label),
    index: 0,
    kind: 'Interaction',
    inputs: [],
    outputs: [],
    contract,
    senderXOnlyKey: from.slice(2),
    from,
    revert: options.revert ?? null,
    gasUsed: 1000n,
    events: options.revert === undefined ? emitted : [],
  };
}

/** Block times: 10 minutes a block from a fixed start. */
export const blockTime = (height: number) => 1_767_225_600_000 + height * 600_000;

/** A block at `height`; `fork` tells apart two chains at the same height. */
export function block(
  height: number,
  transactions: IndexedTransaction[],
  options: { deployments?: string[]; fork?: string } = {},
): IndexedBlock {
  const hash = (h: number) =>
    createHash('sha256')
      .update(`block:${options.fork ?? 'main'}:${h}`)
      .digest('hex');
  return {
    height,
    hash: hash(height),
    previousHash: hash(height - 1),
    time: blockTime(height),
    transactions: transactions.map((transaction, index) => ({ ...transaction, index })),
    deployments: options.deployments ?? [],
  };
}

/** Handlers run with every applyBlocks and rollbackTo on a database, besides the test's own. */
const alongside = new WeakMap<Database, BlockHandler[]>();

/**
 * Runs `handler` with the handlers of every later applyBlocks and rollbackTo on `db`, as the
 * indexer runs the api's own (test-app.ts registers its public read cache's this way).
 */
export function runAlongside(db: Database, handler: BlockHandler): void {
  alongside.set(db, [...(alongside.get(db) ?? []), handler]);
}

/**
 * Runs the handlers over blocks as the indexer does: prepare, then apply in one transaction, then
 * tell them it committed.
 */
export async function applyBlocks(
  db: Database,
  testHandlers: readonly BlockHandler[],
  blocks: readonly IndexedBlock[],
): Promise<void> {
  const handlers = [...testHandlers, ...(alongside.get(db) ?? [])];
  for (const indexed of blocks) {
    for (const handler of handlers) await handler.prepare?.(indexed, 'regtest');
    await db.transaction(async (tx) => {
      for (const handler of handlers) await handler.apply(tx, indexed, 'regtest');
    });
    for (const handler of handlers) handler.committed?.();
  }
}

export async function rollbackTo(
  db: Database,
  testHandlers: readonly BlockHandler[],
  forkHeight: number,
): Promise<void> {
  const handlers = [...testHandlers, ...(alongside.get(db) ?? [])];
  await db.transaction(async (tx) => {
    for (const handler of handlers) await handler.rollback(tx, 'regtest', forkHeight);
  });
  for (const handler of handlers) handler.committed?.();
}

/**
 * NativeSwap pools as a node would report them: each reading holds from its height on, until the
 * next one. Counts the reads, to tell prepared reads from late ones.
 */
export class FakeNativePools implements NativePoolReader {
  private readonly readings = new Map<string, { height: number; reading: NativePoolReading }[]>();
  reads = 0;

  set(token: string, height: number, reading: NativePoolReading): void {
    const list = this.readings.get(token) ?? [];
    list.push({ height, reading });
    list.sort((a, b) => a.height - b.height);
    this.readings.set(token, list);
  }

  async nativePool(token: string, height: number): Promise<NativePoolReading | null> {
    this.reads += 1;
    const list = this.readings.get(token) ?? [];
    return list.filter((entry) => entry.height <= height).at(-1)?.reading ?? null;
  }
}

const BECH32_ALPHABET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** A p2op-shaped regtest address for a test token (bech32 characters, no valid checksum). */
export function p2opOf(tokenAddress: string): string {
  const data = [...tokenAddress.slice(2, 40)].map((digit) => BECH32_ALPHABET[parseInt(digit, 16)]);
  return `opr1s${data.join('')}`;
}

/** An 18-decimals test token's metadata. */
export function tokenMetadata(tokenAddress: string, symbol: string, name = symbol): TokenMetadata {
  return {
    address: tokenAddress,
    p2op: p2opOf(tokenAddress),
    name,
    symbol,
    decimals: 18,
    maxSupply: 10n ** 27n,
    image: '',
  };
}
