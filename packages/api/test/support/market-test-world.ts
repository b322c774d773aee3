import { providerIdOf } from '@opswap/protocol/nativeswap/provider-id';
import type { NodeReader, TokenMetadata } from '../../src/chain/node-reader.ts';
import type { Database } from '../../src/db/database.ts';
import { indexerCursor } from '../../src/db/schema/index.ts';
import type { IndexedBlock } from '../../src/indexer/block-handler.ts';
import { AmmPoolHandler } from '../../src/indexer/market/amm-handler.ts';
import { providerIdHex } from '../../src/indexer/market/chain-ids.ts';
import {
  address,
  applyBlocks,
  block,
  events,
  FakeNativePools,
  interaction,
  TEST_CONTRACTS,
  tokenMetadata,
} from './market-test-kit.ts';
import type { NativePoolReading } from '../../src/indexer/market/native-pool-reader.ts';
import { NativeSwapHandler } from '../../src/indexer/market/native-swap-handler.ts';
import { TokenHandler } from '../../src/indexer/market/token-handler.ts';

// A small market for the route tests: MOTO and PILL, a MOTO/PILL AMM pool and MOTO's NativeSwap
// pool, with trades spread so that the 24-hour window (blocks 7 to 150) leaves the first out.

export const E18 = 10n ** 18n;
export const WORLD_HEIGHT = 150;
export const moto = address('moto');
export const pill = address('pill');
export const ammPool = address('moto-pill');
export const [token0, token1] = [moto, pill].sort() as [string, string];
export const owner = address('owner');
export const seller = address('seller');
export const buyer = address('buyer');
export const bob = address('bob');
const router = address('router');
const NS = TEST_CONTRACTS.nativeSwap;
const sellerPid = providerIdHex(providerIdOf(seller, moto));

/** The world's tokens and the native coin as the routes name them in trades and pools. */
export const MOTO_REF = { name: 'Motoswap', symbol: 'MOTO', address: moto, decimals: 18 };
export const PILL_REF = { name: 'Orange Pill', symbol: 'PILL', address: pill, decimals: 18 };
export const RBTC_REF = { name: 'Bitcoin', symbol: 'rBTC', address: 'bitcoin', decimals: 8 };

export const LP_SUPPLY = 14_142_135_623_730_950_488n + 1000n;
export const PILL_OUT = 197_432_709_735_455_370_806n;
export const NATIVE_BOUGHT = 499n * 10n ** 17n;

/** MOTO's pool after the blocks that touched it; B is 1 BTC, so T equals the quote. */
export const NATIVE_READINGS: Record<number, NativePoolReading> = {
  9: nativeReading(10_000n * E18, 0n, 10n ** 22n),
  10: nativeReading(10_200n * E18, 0n, 103n * 10n ** 20n),
  140: nativeReading(10_200n * E18, 50n * E18, 103n * 10n ** 20n),
  142: nativeReading(10_150_100n * 10n ** 15n, 0n, 98n * 10n ** 20n),
};

function nativeReading(liquidity: bigint, reserved: bigint, quote: bigint): NativePoolReading {
  return {
    liquidity,
    reservedLiquidity: reserved,
    virtualBTCReserve: 100_000_000n,
    virtualTokenReserve: quote,
    quote,
  };
}

const moto0 = token0 === moto ? 0 : 1;
const amounts = (motoAmount: bigint, pillAmount: bigint): [bigint, bigint] =>
  moto0 === 0 ? [motoAmount, pillAmount] : [pillAmount, motoAmount];

export const WORLD_BLOCKS: IndexedBlock[] = [
  block(1, [], { deployments: [moto, pill] }),
  block(3, [
    interaction('amm-add', owner, router, [
      events.poolCreated(token0, token1, ammPool),
      events.minted(ammPool, `0x${'00'.repeat(32)}`, 1000n),
      events.minted(ammPool, owner, LP_SUPPLY - 1000n),
      events.synced(ammPool, ...amounts(10_000n * E18, 20_000n * E18)),
      events.liquidityAdded(ammPool, router, ...amounts(10_000n * E18, 20_000n * E18)),
    ]),
  ]),
  block(9, [
    interaction('create-pool', owner, NS, [
      events.transferred(moto, owner, NS, 10_000n * E18, NS),
      events.liquidityListed(10_000n * E18, 'csv-owner'),
    ]),
  ]),
  block(10, [
    interaction('listing', seller, NS, [
      events.transferred(moto, seller, NS, 200n * E18, NS),
      events.liquidityListed(200n * E18, 'csv-seller'),
    ]),
  ]),
  block(130, [
    interaction('amm-swap', bob, router, [
      events.synced(ammPool, ...amounts(10_100n * E18, 20_000n * E18 - PILL_OUT)),
      events.swapped(
        ammPool,
        router,
        moto0 === 0
          ? { in0: 100n * E18, in1: 0n, out0: 0n, out1: PILL_OUT }
          : { in0: 0n, in1: 100n * E18, out0: PILL_OUT, out1: 0n },
        bob,
      ),
    ]),
  ]),
  block(140, [
    interaction('reserve', buyer, NS, [
      events.liquidityReserved('csv-seller', 485_437n, sellerPid, 50n * E18),
      events.reservationCreated(50n * E18, 485_437n),
    ]),
  ]),
  block(142, [
    interaction('native-swap', buyer, NS, [
      events.providerConsumed(sellerPid, 50n * E18),
      events.transferred(moto, NS, buyer, NATIVE_BOUGHT, NS),
      events.swapExecuted(buyer, 500_000n, NATIVE_BOUGHT, 10n ** 17n),
    ]),
  ]),
];

/** Puts the world into an api's database through the market handlers, indexed to block 150. */
export async function seedMarketWorld(
  db: Database,
  node: Pick<NodeReader, 'tokenMetadata'> & { addToken(token: TokenMetadata): unknown },
): Promise<void> {
  node.addToken(tokenMetadata(moto, 'MOTO', 'Motoswap'));
  node.addToken(tokenMetadata(pill, 'PILL', 'Orange Pill'));
  const pools = new FakeNativePools();
  for (const [height, reading] of Object.entries(NATIVE_READINGS)) {
    pools.set(moto, Number(height), reading);
  }
  const handlers = [
    new TokenHandler(db, node, TEST_CONTRACTS),
    new AmmPoolHandler(TEST_CONTRACTS),
    new NativeSwapHandler(db, pools, TEST_CONTRACTS),
  ];
  await applyBlocks(db, handlers, WORLD_BLOCKS);
  await db
    .insert(indexerCursor)
    .values({ network: 'regtest', height: WORLD_HEIGHT, hash: 'f'.repeat(64) });
}
