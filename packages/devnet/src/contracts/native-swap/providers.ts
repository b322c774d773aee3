import type { ContractStorage } from '../../vm/storage.ts';
import { INDEX_NOT_SET, providerIdFromKey } from './identifiers.ts';

/** A seller's listing for one token (reference A.4), keyed by its provider id. */
export interface ProviderRecord {
  readonly key: string;
  readonly id: bigint;
  /** Tokens held for the listing, reserved ones included, after the priority tax. */
  liquidity: bigint;
  reserved: bigint;
  /** The seller's 1-block CSV P2WSH address, where buyers pay. */
  receiver: string;
  queueIndex: number;
  priority: boolean;
  purgedIndex: number;
  active: boolean;
  listedAtBlock: bigint;
  purged: boolean;
  /** Sold once: the listing's second half is credited and it can no longer be cancelled. */
  activated: boolean;
  /** Reset deferred to a fulfilled queue; its tokens already went to staking. */
  toReset: boolean;
  initial: boolean;
  virtualBTCContribution: bigint;
  /** Tokens a deferred reset sent to staking, reported when the reset finishes. */
  pendingStake: bigint;
}

export function emptyProvider(key: string): ProviderRecord {
  return {
    key,
    id: providerIdFromKey(key),
    liquidity: 0n,
    reserved: 0n,
    receiver: '',
    queueIndex: INDEX_NOT_SET,
    priority: false,
    purgedIndex: INDEX_NOT_SET,
    active: false,
    listedAtBlock: 0n,
    purged: false,
    activated: false,
    toReset: false,
    initial: false,
    virtualBTCContribution: 0n,
    pendingStake: 0n,
  };
}

/**
 * Clears a listing after it was bought out, cancelled or withdrawn. The initial flag and the
 * block it was last listed in stay: a cancel then says the listing is no longer active.
 */
export function clearListing(provider: ProviderRecord): void {
  const { initial, listedAtBlock } = provider;
  Object.assign(provider, emptyProvider(provider.key), { initial, listedAtBlock });
}

export function availableLiquidity(provider: ProviderRecord): bigint {
  return provider.liquidity - provider.reserved;
}

type Encoded = [string, string, string, number, number, number, string, string, string];

const FLAGS = ['priority', 'active', 'purged', 'activated', 'toReset', 'initial'] as const;

function encodeProvider(p: ProviderRecord): string {
  let flags = 0;
  FLAGS.forEach((flag, bit) => {
    if (p[flag]) flags |= 1 << bit;
  });
  const encoded: Encoded = [
    p.liquidity.toString(),
    p.reserved.toString(),
    p.receiver,
    p.queueIndex,
    p.purgedIndex,
    flags,
    p.listedAtBlock.toString(),
    p.virtualBTCContribution.toString(),
    p.pendingStake.toString(),
  ];
  return JSON.stringify(encoded);
}

function decodeProvider(key: string, text: string): ProviderRecord {
  const [liquidity, reserved, receiver, queueIndex, purgedIndex, flags, listedAt, vbtc, stake] =
    JSON.parse(text) as Encoded;
  const provider: ProviderRecord = {
    ...emptyProvider(key),
    liquidity: BigInt(liquidity),
    reserved: BigInt(reserved),
    receiver,
    queueIndex,
    purgedIndex,
    listedAtBlock: BigInt(listedAt),
    virtualBTCContribution: BigInt(vbtc),
    pendingStake: BigInt(stake),
  };
  FLAGS.forEach((flag, bit) => {
    provider[flag] = (flags & (1 << bit)) !== 0;
  });
  return provider;
}

const EMPTY_ENCODING = encodeProvider(emptyProvider('0'));

/**
 * The providers a call touches, read once and written back together at the end of the call (a
 * reverted call discards the writes with everything else).
 */
export class ProviderBook {
  private readonly cache = new Map<string, ProviderRecord>();

  constructor(private readonly storage: ContractStorage) {}

  get(key: string): ProviderRecord {
    let provider = this.cache.get(key);
    if (!provider) {
      const text = this.storage.getString(`provider/${key}`);
      provider = text === '' ? emptyProvider(key) : decodeProvider(key, text);
      this.cache.set(key, provider);
    }
    return provider;
  }

  save(): void {
    for (const provider of this.cache.values()) {
      const text = encodeProvider(provider);
      this.storage.setString(`provider/${provider.key}`, text === EMPTY_ENCODING ? '' : text);
    }
  }
}
