import { networks } from '@btc-vision/bitcoin';
import { Address } from '@btc-vision/transaction';
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  getContract,
  JSONRpcProvider,
  MotoswapPoolAbi,
  NativeSwapAbi,
  type IMotoswapPoolContract,
  type INativeSwapContract,
} from 'opnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlockReader } from '../../chain/block-reader.ts';
import { OpnetNodeReader } from '../../chain/opnet-node-reader.ts';
import {
  ammPools,
  ammPoolStates,
  nativeListings,
  nativePools,
  nativePoolStates,
  tokens,
  tokenTransactions,
} from '../../db/schema/index.ts';
import { startDevnetProcess, type DevnetProcess } from '../../../test/support/devnet-process.ts';
import {
  ENGINES,
  openTestDatabase,
  type TestDatabase,
} from '../../../test/support/test-database.ts';
import { AmmPoolHandler } from './amm-handler.ts';
import { soldByListing } from '../../market/listing-queries.ts';
import { DEVNET_MARKET_CONTRACTS, type MarketContracts } from './market-contracts.ts';
import { applyBlocks } from '../../../test/support/market-test-kit.ts';
import { NativeSwapHandler } from './native-swap-handler.ts';
import { OpnetNativePoolReader } from './opnet-native-pool-reader.ts';
import { TokenHandler } from './token-handler.ts';
import type { IndexedBlock } from '../block-handler.ts';

// The market handlers over the devnet's seeded world (packages/devnet/README.md): blocks read
// through the indexer's block reader, pools read through the opnet client, and what the handlers
// derived from events checked against what the contracts report at the tip.

const E18 = 10n ** 18n;

describe('market handlers on the devnet world', () => {
  let devnet: DevnetProcess;
  let provider: JSONRpcProvider;
  let contracts: MarketContracts;
  let blocks: IndexedBlock[];

  beforeAll(async () => {
    devnet = await startDevnetProcess();
    const info = await devnet.info();
    contracts = {
      nativeSwap: (info.contracts.nativeSwap as { address: string }).address,
      motoSwapFactory: (info.contracts.factory as { address: string }).address,
    };
    provider = new JSONRpcProvider({ url: devnet.url, network: networks.regtest });
    const tip = await devnet.height();
    blocks = await new BlockReader(devnet.rpc).blocks(
      Array.from({ length: tip + 1 }, (_, height) => height),
    );
  });
  afterAll(async () => {
    await provider?.close();
    await devnet?.close();
  });

  it('finds the market contracts at the addresses every devnet deploys them at', () => {
    expect(contracts).toEqual(DEVNET_MARKET_CONTRACTS);
  });

  describe.each(ENGINES)('on %s', (engine) => {
    let test: TestDatabase;
    let reader: OpnetNativePoolReader;

    beforeAll(async () => {
      test = await openTestDatabase(engine);
      reader = OpnetNativePoolReader.connect({
        rpcUrl: devnet.url,
        network: 'regtest',
        nativeSwap: contracts.nativeSwap,
      });
      const node = new OpnetNodeReader({ rpcUrl: devnet.url, network: 'regtest' });
      await applyBlocks(
        test.open.db,
        [
          new TokenHandler(test.open.db, node, contracts),
          new AmmPoolHandler(contracts),
          new NativeSwapHandler(test.open.db, reader, contracts),
        ],
        blocks,
      );
    });
    afterAll(async () => {
      await reader.close();
      await test.dispose();
    });

    it('finds the three tokens, verified', async () => {
      const rows = await test.open.db
        .select({
          symbol: tokens.symbol,
          verified: tokens.verified,
          blockNumber: tokens.blockNumber,
        })
        .from(tokens)
        .orderBy(asc(tokens.symbol));
      expect(rows).toEqual([
        { symbol: 'MOTO', verified: true, blockNumber: 1 },
        { symbol: 'ODYS', verified: true, blockNumber: 1 },
        { symbol: 'PILL', verified: true, blockNumber: 1 },
      ]);
    });

    it('keeps each AMM pool’s reserves and LP supply as the pool reports them', async () => {
      const pools = await test.open.db.select().from(ammPools);
      expect(pools).toHaveLength(3);
      for (const pool of pools) {
        const [state] = await test.open.db
          .select()
          .from(ammPoolStates)
          .where(eq(ammPoolStates.pool, pool.address))
          .orderBy(desc(ammPoolStates.blockNumber))
          .limit(1);
        const contract = getContract<IMotoswapPoolContract>(
          Address.fromString(pool.address),
          MotoswapPoolAbi,
          provider,
          networks.regtest,
        );
        const reserves = (await contract.getReserves()).properties;
        const supply = (await contract.totalSupply()).properties.totalSupply;
        expect(state).toMatchObject({
          reserve0: reserves.reserve0,
          reserve1: reserves.reserve1,
          totalSupply: supply,
        });
      }
      // The seed plan's eight swaps, one over two hops; four liquidity adds and one removal.
      const count = async (kind: 'OP20' | 'NATIVE', direction: string) =>
        (
          await test.open.db
            .select()
            .from(tokenTransactions)
            .where(
              and(
                eq(tokenTransactions.kind, kind),
                eq(tokenTransactions.direction, direction as 'Buy'),
              ),
            )
        ).length;
      expect(await count('OP20', 'Buy')).toBe(9);
      expect(await count('OP20', 'Add')).toBe(4);
      expect(await count('OP20', 'Remove')).toBe(1);
      expect(await count('NATIVE', 'Add')).toBe(3);
      expect(await count('NATIVE', 'Sell')).toBe(8);
      expect(await count('NATIVE', 'Buy')).toBe(3);
    });

    it('reads no pool for a token without one, or before its pool opened', async () => {
      expect(await reader.nativePool(`0x${'42'.repeat(32)}`, blocks.length - 1)).toBeNull();
      const moto = (await test.open.db.select().from(tokens).where(eq(tokens.symbol, 'MOTO')))[0]
        ?.address as string;
      expect(await reader.nativePool(moto, 8)).toBeNull();
    });

    it('prices MOTO at 10,000 sats when its pool opens', async () => {
      const pools = await test.open.db.select().from(nativePools);
      expect(pools).toHaveLength(3);
      const moto = (await test.open.db.select().from(tokens).where(eq(tokens.symbol, 'MOTO')))[0]
        ?.address as string;
      const [opening] = await test.open.db
        .select()
        .from(nativePoolStates)
        .where(eq(nativePoolStates.token, moto))
        .orderBy(asc(nativePoolStates.blockNumber))
        .limit(1);
      expect(opening).toMatchObject({
        blockNumber: 9,
        liquidity: 10_000n * E18,
        virtualBtcReserve: 100_000_000n,
        quote: 10n ** 22n,
      });
    });

    it('counts listings and fills so each provider holds what the contract says', async () => {
      const listings = await test.open.db.select().from(nativeListings);
      expect(listings.filter((listing) => listing.initial)).toHaveLength(3);
      expect(listings.filter((listing) => !listing.initial)).toHaveLength(8);
      const priority = listings.filter((listing) => listing.priority);
      // Four priority listings, each taxed 3 percent (account 2 lists 100 MOTO, 97 enter).
      expect(priority).toHaveLength(4);
      for (const listing of priority) {
        expect(listing.amount - listing.netAmount).toBe((listing.amount * 3n) / 100n);
      }
      expect(
        listings.some(
          (listing) => listing.amount === 100n * E18 && listing.netAmount === 97n * E18,
        ),
      ).toBe(true);

      const sold = await soldByListing(
        test.open.db,
        'regtest',
        listings.map((listing) => listing.transactionId),
      );
      expect([...sold.values()].some((amount) => amount > 0n)).toBe(true);
      const nativeSwap = getContract<INativeSwapContract>(
        Address.fromString(contracts.nativeSwap),
        NativeSwapAbi,
        provider,
        networks.regtest,
      );
      const providers = new Set(listings.map((listing) => listing.providerId));
      for (const providerId of providers) {
        const open = listings.filter(
          (listing) => listing.providerId === providerId && listing.closedStatus === null,
        );
        const held = open.reduce(
          (total, listing) => total + listing.netAmount - (sold.get(listing.transactionId) ?? 0n),
          0n,
        );
        const details = (await nativeSwap.getProviderDetailsById(BigInt(`0x${providerId}`)))
          .properties;
        expect(held).toBe(details.liquidity);
      }
    });
  });
});
