import type { NativePoolState } from '@opswap/protocol/nativeswap/native-pool-state';
import type { ContractStorage } from '../../vm/storage.ts';

/**
 * One token's pool (reference A.4): the protocol's pool numbers (the initial provider's liquidity
 * lives in its provider record) and the pool's settings.
 */
export interface PoolRecord extends Omit<NativePoolState, 'initialProviderLiquidity'> {
  /** The initial provider's key; a pool exists once it is set. */
  initialProviderKey: string;
  maxReservesIn5BlocksPercent: bigint;
  antiBotExpirationBlock: bigint;
  antiBotMaxTokensPerReservation: bigint;
  lastPurgedBlock: bigint;
  lastVirtualUpdateBlock: bigint;
  poolType: number;
  amplification: bigint;
  pegStalenessThreshold: bigint;
}

/** getPoolInfo reads 100 when a pool never set its amplification. */
export const DEFAULT_AMPLIFICATION = 100n;

/** Quotes are kept per block in a ring of this many slots (A.5.4). */
const QUOTE_RING_SLOTS = 500n;

export function emptyPool(): PoolRecord {
  return {
    virtualSatoshisReserve: 0n,
    virtualTokenReserve: 0n,
    totalTokensSellActivated: 0n,
    totalTokensExchangedForSatoshis: 0n,
    totalSatoshisExchangedForTokens: 0n,
    liquidity: 0n,
    reservedLiquidity: 0n,
    initialProviderKey: '',
    maxReservesIn5BlocksPercent: 0n,
    antiBotExpirationBlock: 0n,
    antiBotMaxTokensPerReservation: 0n,
    lastPurgedBlock: 0n,
    lastVirtualUpdateBlock: 0n,
    poolType: 0,
    amplification: 0n,
    pegStalenessThreshold: 0n,
  };
}

const NUMBER_FIELDS = [
  'virtualSatoshisReserve',
  'virtualTokenReserve',
  'totalTokensSellActivated',
  'totalTokensExchangedForSatoshis',
  'totalSatoshisExchangedForTokens',
  'liquidity',
  'reservedLiquidity',
  'maxReservesIn5BlocksPercent',
  'antiBotExpirationBlock',
  'antiBotMaxTokensPerReservation',
  'lastPurgedBlock',
  'lastVirtualUpdateBlock',
  'amplification',
  'pegStalenessThreshold',
] as const satisfies readonly (keyof PoolRecord)[];

function encodePool(pool: PoolRecord): string {
  return JSON.stringify([
    pool.initialProviderKey,
    pool.poolType,
    ...NUMBER_FIELDS.map((field) => pool[field].toString()),
  ]);
}

function decodePool(text: string): PoolRecord {
  const [initialProviderKey, poolType, ...numbers] = JSON.parse(text) as [
    string,
    number,
    ...string[],
  ];
  const pool = emptyPool();
  pool.initialProviderKey = initialProviderKey;
  pool.poolType = poolType;
  NUMBER_FIELDS.forEach((field, index) => {
    pool[field] = BigInt(numbers[index] ?? '0');
  });
  return pool;
}

/** A token's pool record and its per-block quote ring. */
export class PoolStore {
  constructor(
    private readonly storage: ContractStorage,
    private readonly token: string,
  ) {}

  /** The pool, or null when the token has none. */
  load(): PoolRecord | null {
    const text = this.storage.getString(`pool/${this.token}`);
    return text === '' ? null : decodePool(text);
  }

  save(pool: PoolRecord): void {
    this.storage.setString(`pool/${this.token}`, encodePool(pool));
  }

  /** The last quote recorded in a block, or 0 when that block recorded none. */
  quoteAt(block: bigint): bigint {
    if (block < 0n) return 0n;
    const text = this.storage.getString(this.quoteSlot(block));
    if (text === '') return 0n;
    const [at, quote] = text.split(':');
    return BigInt(at ?? '-1') === block ? BigInt(quote ?? '0') : 0n;
  }

  setQuote(block: bigint, quote: bigint): void {
    this.storage.setString(this.quoteSlot(block), `${block}:${quote}`);
  }

  private quoteSlot(block: bigint): string {
    return `quote/${this.token}/${block % QUOTE_RING_SLOTS}`;
  }
}
