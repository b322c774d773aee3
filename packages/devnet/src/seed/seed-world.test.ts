import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { networks } from '@btc-vision/bitcoin';
import { Address } from '@btc-vision/transaction';
import { DEFAULT_SWAP_FEE, getAmountsOut } from '@opswap/protocol/amm/amm-math';
import { burnAmounts, mintLiquidity } from '@opswap/protocol/amm/liquidity-math';
import { sortTokens } from '@opswap/protocol/amm/pair-order';
import {
  PRIORITY_QUEUE_BASE_FEE_SATS,
  RESERVATION_BASE_FEE_SATS,
  RESERVATION_LIFETIME_BLOCKS,
  TIMELOCK_OUTPUT_SATS,
} from '@opswap/protocol/constants';
import {
  getContract,
  type IMoto,
  type IMotoChef,
  type IMotoswapFactoryContract,
  type IMotoswapPoolContract,
  type IMotoswapRouterContract,
  type INativeSwapContract,
  type IOP20Contract,
  type ContractEvents,
  JSONRpcProvider,
  MOTO_ABI,
  MOTOCHEF_ABI,
  MOTOSWAP_ROUTER_ABI,
  MOTOSWAP_STAKING_ABI,
  MotoSwapFactoryAbi,
  MotoswapPoolAbi,
  NativeSwapAbi,
  OP_20_ABI,
  type OPNetEvent,
} from 'opnet';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DevAccount } from '../accounts/dev-accounts.ts';
import { fromHex } from '../bytes.ts';
import type { StakingClient } from '../../test/support/staking-farm-factory-clients.ts';
import { DEFAULT_TREASURY_FEE_BPS } from '../contracts/farms/motochef.ts';
import { DEFAULT_ACCOUNT_FUNDING, startDevnet, type Devnet } from '../devnet.ts';
import {
  activationDelayOf,
  FARM_LP_POOL,
  FEES_ACCOUNT,
  SEED_BTC_STAKE,
  SEED_FARM,
  SEED_FARM_DEPOSITS,
  SEED_LISTINGS,
  SEED_NATIVE_POOLS,
  SEED_RESERVATIONS,
  SEED_STAKES,
  SEED_STAKING_CLAIMER,
  TREASURY_ACCOUNT,
} from './native-world-plan.ts';
import {
  SEED_HISTORY,
  SEED_LIQUIDITY,
  SEED_TOKENS,
  tokens,
  type SeedTokenSymbol,
} from './seed-plan.ts';
import { AMM_HISTORY_LAST_BLOCK, seedWorld } from './seed-world.ts';

const network = networks.regtest;
const ACCOUNTS = 10;
const SYMBOLS: readonly SeedTokenSymbol[] = ['MOTO', 'PILL', 'ODYS'];
const PAIRS: readonly [SeedTokenSymbol, SeedTokenSymbol][] = [
  ['MOTO', 'PILL'],
  ['MOTO', 'ODYS'],
  ['PILL', 'ODYS'],
];

interface PoolModel {
  reserves: Record<string, bigint>;
  totalSupply: bigint;
  lp: Map<number, bigint>;
}

/**
 * The world the plan should leave, replayed with the product's own AMM math: every account's
 * token balances and each pool's reserves, independent of the devnet's contracts.
 */
function expectedWorld(): {
  balances: Record<SeedTokenSymbol, bigint>[];
  pools: Map<string, PoolModel>;
} {
  const balances = Array.from(
    { length: ACCOUNTS },
    () =>
      Object.fromEntries(SEED_TOKENS.map((t) => [t.symbol, t.perAccount])) as Record<
        SeedTokenSymbol,
        bigint
      >,
  );
  const pools = new Map<string, PoolModel>();
  const key = (a: string, b: string) => [a, b].sort().join('/');
  const poolOf = (a: string, b: string) => pools.get(key(a, b)) as PoolModel;
  for (const add of SEED_LIQUIDITY) {
    const pool = pools.get(key(add.tokenA, add.tokenB)) ?? {
      reserves: { [add.tokenA]: 0n, [add.tokenB]: 0n },
      totalSupply: 0n,
      lp: new Map(),
    };
    pools.set(key(add.tokenA, add.tokenB), pool);
    // The plan deposits at the pool's price, so the router takes the desired amounts.
    const minted = mintLiquidity({
      amount0: add.amountA,
      amount1: add.amountB,
      reserve0: pool.reserves[add.tokenA] as bigint,
      reserve1: pool.reserves[add.tokenB] as bigint,
      totalSupply: pool.totalSupply,
    });
    pool.reserves[add.tokenA] = (pool.reserves[add.tokenA] as bigint) + add.amountA;
    pool.reserves[add.tokenB] = (pool.reserves[add.tokenB] as bigint) + add.amountB;
    pool.totalSupply += minted.liquidity + minted.lockedLiquidity;
    pool.lp.set(add.account, (pool.lp.get(add.account) ?? 0n) + minted.liquidity);
    balances[add.account]![add.tokenA] -= add.amountA;
    balances[add.account]![add.tokenB] -= add.amountB;
  }
  for (const trade of SEED_HISTORY.flat()) {
    const holdings = balances[trade.account]!;
    if (trade.kind === 'swap') {
      const hops = trade.path.slice(1).map((output, i) => {
        const input = trade.path[i] as string;
        const pool = poolOf(input, output);
        return {
          reserveIn: pool.reserves[input] as bigint,
          reserveOut: pool.reserves[output] as bigint,
        };
      });
      const amounts = getAmountsOut(trade.amountIn, hops, DEFAULT_SWAP_FEE);
      trade.path.slice(1).forEach((output, i) => {
        const input = trade.path[i] as string;
        const pool = poolOf(input, output);
        pool.reserves[input] = (pool.reserves[input] as bigint) + (amounts[i] as bigint);
        pool.reserves[output] = (pool.reserves[output] as bigint) - (amounts[i + 1] as bigint);
      });
      holdings[trade.path[0] as SeedTokenSymbol] -= trade.amountIn;
      holdings[trade.path[trade.path.length - 1] as SeedTokenSymbol] += amounts[
        amounts.length - 1
      ] as bigint;
    } else {
      const pool = poolOf(trade.tokenA, trade.tokenB);
      const liquidity = ((pool.lp.get(trade.account) ?? 0n) * trade.percent) / 100n;
      const out = burnAmounts(
        liquidity,
        pool.reserves[trade.tokenA] as bigint,
        pool.reserves[trade.tokenB] as bigint,
        pool.totalSupply,
      );
      pool.reserves[trade.tokenA] = (pool.reserves[trade.tokenA] as bigint) - out.amount0;
      pool.reserves[trade.tokenB] = (pool.reserves[trade.tokenB] as bigint) - out.amount1;
      pool.totalSupply -= liquidity;
      pool.lp.set(trade.account, (pool.lp.get(trade.account) ?? 0n) - liquidity);
      holdings[trade.tokenA] += out.amount0;
      holdings[trade.tokenB] += out.amount1;
    }
  }
  return { balances, pools };
}

let devnet: Devnet;
let provider: JSONRpcProvider;
let directory: string;
let contracts: Record<string, string>;

/** A token; read at a past height when given (the state after that block). */
const token = (symbol: SeedTokenSymbol, height?: number) => {
  const contract = getContract<IOP20Contract>(
    contracts[symbol] as string,
    OP_20_ABI,
    provider,
    network,
  );
  if (height !== undefined) contract.setSimulatedHeight(BigInt(height));
  return contract;
};
const account = (index: number) => devnet.accounts.account(index) as DevAccount;
const nativeSwap = (sender: DevAccount = account(0)) =>
  getContract<INativeSwapContract>(
    contracts.nativeSwap as string,
    NativeSwapAbi,
    provider,
    network,
    sender.address,
  );
const staking = () =>
  getContract<StakingClient>(contracts.staking as string, MOTOSWAP_STAKING_ABI, provider, network);
const motoChef = () =>
  getContract<IMotoChef>(contracts.motoChef as string, MOTOCHEF_ABI, provider, network);
const csv = (index: number, blocks: number) =>
  account(index).address.toCSV(blocks, network).address;
const factory = () =>
  getContract<IMotoswapFactoryContract>(
    contracts.factory as string,
    MotoSwapFactoryAbi,
    provider,
    network,
  );
const router = () =>
  getContract<IMotoswapRouterContract>(
    contracts.router as string,
    MOTOSWAP_ROUTER_ABI,
    provider,
    network,
  );
const pool = (address: Address) =>
  getContract<IMotoswapPoolContract>(address, MotoswapPoolAbi, provider, network);
const addressOf = (symbol: SeedTokenSymbol) => Address.fromString(contracts[symbol] as string);

async function poolReserves(a: SeedTokenSymbol, b: SeedTokenSymbol) {
  const found = (await factory().getPool(addressOf(a), addressOf(b))).properties.pool;
  const { reserve0, reserve1 } = (await pool(found).getReserves()).properties;
  const aIsToken0 =
    sortTokens(contracts[a] as string, contracts[b] as string).token0 === contracts[a];
  return {
    pool: found,
    reserveA: aIsToken0 ? reserve0 : reserve1,
    reserveB: aIsToken0 ? reserve1 : reserve0,
  };
}

interface MinedReceipt {
  txid: string;
  block: number;
  raw: ContractEvents;
  /** NativeSwap's events, decoded by the client. */
  events: OPNetEvent[];
}

let receipts: MinedReceipt[] | undefined;

/** Every interaction of the seed, in order, with its events decoded by the called contract's ABI. */
async function seedReceipts(): Promise<MinedReceipt[]> {
  if (receipts) return receipts;
  const found: MinedReceipt[] = [];
  const height = Number(await provider.getBlockNumber());
  for (let h = 1; h <= height; h++) {
    for (const tx of (await provider.getBlock(h, true)).transactions) {
      if (tx.OPNetType !== 'Interaction') continue;
      const receipt = await provider.getTransactionReceipt(tx.id);
      expect(receipt.failed).toBe(false);
      found.push({
        txid: tx.id,
        block: h,
        raw: receipt.events,
        events: nativeSwap().decodeEvents(receipt.events),
      });
    }
  }
  receipts = found;
  return found;
}

const eventsOf = (all: MinedReceipt[], type: string) =>
  all.flatMap((receipt) =>
    receipt.events
      .filter((event) => event.type === type)
      .map((event) => ({ ...receipt, values: event.properties as Record<string, unknown> })),
  );

/** MOTO minted after the initial mints: only the farm mints, what its harvests paid. */
async function farmMinted(): Promise<bigint> {
  const moto = getContract(contracts.MOTO as string, MOTO_ABI, provider, network);
  let minted = 0n;
  let harvested = 0n;
  for (const receipt of await seedReceipts()) {
    for (const event of moto.decodeEvents(receipt.raw)) {
      if (event.type === 'Minted') minted += event.properties.amount as bigint;
    }
    for (const event of motoChef().decodeEvents(receipt.raw)) {
      if (event.type === 'Harvested') harvested += event.properties.amount as bigint;
    }
  }
  expect(minted).toBe(harvested);
  return minted;
}

async function rpc(method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(`${devnet.url}/api/v1/json-rpc`, {
    method: 'POST',
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: unknown }).result;
}

const start = (seed: typeof seedWorld) =>
  startDevnet({
    port: 0,
    dataDir: directory,
    accountCount: ACCOUNTS,
    blockInterval: 'manual',
    seed,
  });

/**
 * Seeding the whole world takes about 5 s on a quiet machine, and took 67 s in a clean-clone
 * `npm test` whose Node 24 run shared two cores with the unit tests and the browser tests.
 */
const SEED_TIMEOUT_MS = 180_000;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'devnet-seed-'));
  devnet = await start(seedWorld);
  provider = new JSONRpcProvider({ url: devnet.url, network });
  contracts = Object.fromEntries(
    Object.entries(devnet.world().contracts).map(([name, ref]) => [name, ref.address]),
  );
}, SEED_TIMEOUT_MS);

afterAll(async () => {
  await provider?.close();
  await devnet?.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('the seed world, read through the opnet client', () => {
  it('has MOTO, PILL and ODYS with 18 decimals, names, max supplies and distinct SVG icons', async () => {
    const icons = new Set<string>();
    for (const spec of SEED_TOKENS) {
      const contract = token(spec.symbol);
      const metadata = (await contract.metadata()).properties;
      expect(metadata).toMatchObject({ name: spec.name, symbol: spec.symbol, decimals: 18 });
      const minted = spec.perAccount * BigInt(ACCOUNTS);
      expect((await token(spec.symbol, AMM_HISTORY_LAST_BLOCK).totalSupply()).properties).toEqual({
        totalSupply: minted,
      });
      // Only the farm mints afterwards: the MOTO its harvest paid.
      const harvested = spec.symbol === 'MOTO' ? await farmMinted() : 0n;
      expect(metadata.totalSupply).toBe(minted + harvested);
      expect((await contract.maximumSupply()).properties.maximumSupply).toBe(spec.maxSupply);
      const svg = Buffer.from(metadata.icon.replace('data:image/svg+xml;base64,', ''), 'base64');
      expect(metadata.icon).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(svg.toString()).toMatch(/^<svg [^>]*>.*<\/svg>$/);
      expect(metadata.icon.length).toBeLessThan(1024);
      icons.add(metadata.icon);
    }
    expect(icons.size).toBe(3);
    expect(SEED_TOKENS.map((t) => t.name)).toEqual(['Motoswap', 'Orange Pill', 'Odyssey']);
  });

  it('leaves the balances the AMM plan gives at the end of the AMM history', async () => {
    const { balances } = expectedWorld();
    for (const account of devnet.accounts.all()) {
      for (const symbol of SYMBOLS) {
        const { balance } = (await token(symbol, AMM_HISTORY_LAST_BLOCK).balanceOf(account.address))
          .properties;
        expect(balance, `${symbol} of account ${account.index}`).toBe(
          balances[account.index]![symbol],
        );
      }
    }
    // An account the AMM plan leaves alone holds exactly its initial mint.
    expect(balances[9]!.PILL).toBe(tokens(200_000n));
    expect((await token('PILL').balanceOf(account(9).address)).properties.balance).toBe(
      tokens(200_000n),
    );
  });

  it('funds every account with rBTC; the fees address and the treasury received their fees', async () => {
    const reservationFees = RESERVATION_BASE_FEE_SATS * BigInt(SEED_RESERVATIONS.length);
    const priorityFees =
      PRIORITY_QUEUE_BASE_FEE_SATS * BigInt(SEED_LISTINGS.filter((l) => l.priority).length);
    expect(await provider.getBalance(account(FEES_ACCOUNT).p2tr)).toBe(
      DEFAULT_ACCOUNT_FUNDING + reservationFees + priorityFees,
    );
    expect(await provider.getBalance(account(TREASURY_ACCOUNT).p2tr)).toBe(
      DEFAULT_ACCOUNT_FUNDING + (SEED_BTC_STAKE.satoshis * DEFAULT_TREASURY_FEE_BPS) / 10_000n,
    );
    for (let index = 0; index < TREASURY_ACCOUNT; index++) {
      const sats = await provider.getBalance(account(index).p2tr);
      // Transaction fees, and what each paid to NativeSwap providers, fees and timelocks.
      expect(sats).toBeLessThan(DEFAULT_ACCOUNT_FUNDING);
      expect(sats).toBeGreaterThan(DEFAULT_ACCOUNT_FUNDING - 5_000_000n);
    }
  });

  it('has the three pools with the reserves the AMM math gives for the plan', async () => {
    const { pools } = expectedWorld();
    for (const [a, b] of PAIRS) {
      const { pool: address, reserveA, reserveB } = await poolReserves(a, b);
      expect(address.equals(Address.dead())).toBe(false);
      const expected = pools.get([a, b].sort().join('/'))!;
      expect([reserveA, reserveB]).toEqual([expected.reserves[a], expected.reserves[b]]);
      expect((await pool(address).totalSupply()).properties.totalSupply).toBe(expected.totalSupply);
    }
    // Prices stay within 2 percent of the seeded 1 MOTO = 2 PILL = 5 ODYS after the trading.
    const seeded = { 'MOTO/PILL': 2, 'MOTO/ODYS': 5, 'PILL/ODYS': 2.5 };
    for (const [a, b] of PAIRS) {
      const { reserveA, reserveB } = await poolReserves(a, b);
      const price = Number((reserveB * 1_000_000n) / reserveA) / 1_000_000;
      expect(Math.abs(price / seeded[`${a}/${b}` as keyof typeof seeded] - 1)).toBeLessThan(0.02);
    }
  });

  it('quotes through the router exactly as the AMM math does on those reserves', async () => {
    const amountIn = tokens(37n);
    const moto = await poolReserves('MOTO', 'PILL');
    const pill = await poolReserves('PILL', 'ODYS');
    const path = [addressOf('MOTO'), addressOf('PILL'), addressOf('ODYS')];
    const quoted = (await router().getAmountsOut(amountIn, path)).properties.amountsOut;
    expect(quoted).toEqual(
      getAmountsOut(amountIn, [
        { reserveIn: moto.reserveA, reserveOut: moto.reserveB },
        { reserveIn: pill.reserveA, reserveOut: pill.reserveB },
      ]),
    );
  });

  it('keeps a trading history: mined swaps with Swapped events and a liquidity removal', async () => {
    const pools = await Promise.all(PAIRS.map(([a, b]) => poolReserves(a, b)));
    const swappedTo = new Set<string>();
    const swapBlocks = new Set<number>();
    let swapped = 0;
    let removed = 0;
    const height = Number(await provider.getBlockNumber());
    for (let h = 1; h <= height; h++) {
      const block = await provider.getBlock(h, true);
      for (const tx of block.transactions) {
        if (tx.OPNetType !== 'Interaction') continue;
        const receipt = await provider.getTransactionReceipt(tx.id);
        expect(receipt.failed).toBe(false);
        for (const { pool: address } of pools) {
          for (const event of pool(address).decodeEvents(receipt.events)) {
            if (event.type === 'LiquidityRemoved') removed++;
            if (event.type !== 'Swapped') continue;
            swapped++;
            swapBlocks.add(h);
            const to = (event.properties.to as Address).toHex();
            // A multi-hop swap's first hop pays the next pool, not the trader.
            if (!pools.some((p) => p.pool.toHex() === to)) swappedTo.add(to);
          }
        }
      }
    }
    const swaps = SEED_HISTORY.flat().filter((trade) => trade.kind === 'swap');
    const hops = swaps.reduce((sum, trade) => sum + trade.path.length - 1, 0);
    expect(swapped).toBe(hops);
    expect(removed).toBe(1);
    expect(swapBlocks.size).toBe(SEED_HISTORY.length);
    const traders = devnet.accounts.all().filter((a) => swaps.some((t) => t.account === a.index));
    expect([...swappedTo].sort()).toEqual(traders.map((a) => a.opnetAddress).sort());
  });

  it('lists the contracts with their 0x address and p2op in devnet_info', async () => {
    const info = (await rpc('devnet_info')) as {
      contracts: Record<string, { address: string; p2op: string }>;
    };
    expect(Object.keys(info.contracts).sort()).toEqual(
      [
        'MOTO',
        'ODYS',
        'PILL',
        'factory',
        'router',
        'nativeSwap',
        'staking',
        'motoChef',
        'tokenFactory',
        'farmFactory',
      ].sort(),
    );
    for (const ref of Object.values(info.contracts)) {
      expect(ref.address).toMatch(/^0x[0-9a-f]{64}$/);
      expect(ref.p2op).toBe(Address.fromString(ref.address).p2op(network));
    }
    expect(info.contracts.MOTO!.p2op).toBe(
      getContract(addressOf('MOTO'), OP_20_ABI, provider, network).p2op,
    );
  });

  it('has NativeSwap pools for MOTO, PILL and ODYS, created by account 0, with listings in both queues', async () => {
    const fees = (await nativeSwap().getFees()).properties;
    expect(fees).toEqual({
      reservationBaseFee: RESERVATION_BASE_FEE_SATS,
      priorityQueueBaseFee: PRIORITY_QUEUE_BASE_FEE_SATS,
    });
    expect((await nativeSwap().getFeesAddress()).properties.feesAddress).toBe(
      account(FEES_ACCOUNT).p2tr,
    );
    expect((await nativeSwap().getStakingContractAddress()).properties.stakingAddress.toHex()).toBe(
      contracts.staking,
    );
    const listers = new Set<number>();
    for (const pool of SEED_NATIVE_POOLS) {
      const tokenAddress = addressOf(pool.token);
      // The initial provider still holds its whole initial liquidity: buyers took listings first.
      const initial = (await nativeSwap(account(0)).getProviderDetails(tokenAddress)).properties;
      expect(initial).toMatchObject({
        liquidity: pool.initialLiquidity,
        btcReceiver: csv(0, 1),
        isActive: true,
      });
      // Listings (half of each credited at once) and sales move prices within 10 percent of the floor.
      const { price, scale } = (await nativeSwap().getQuote(tokenAddress, 100_000n)).properties;
      // price is token base units per sat, times scale.
      const satsPerToken = Number((10n ** 18n * scale) / price);
      expect(Math.abs(satsPerToken / Number(pool.satsPerToken) - 1)).toBeLessThan(0.1);

      const active = { priority: 0, standard: 0 };
      for (const listing of SEED_LISTINGS.filter((l) => l.token === pool.token)) {
        const details = (
          await nativeSwap(account(listing.account)).getProviderDetails(tokenAddress)
        ).properties;
        if (!details.isActive) continue;
        listers.add(listing.account);
        expect(details).toMatchObject({
          isPriority: listing.priority,
          btcReceiver: csv(listing.account, 1),
        });
        active[listing.priority ? 'priority' : 'standard']++;
      }
      expect(active.priority, `${pool.token} priority listings`).toBeGreaterThan(0);
      expect(active.standard, `${pool.token} standard listings`).toBeGreaterThan(0);
      const queues = (await nativeSwap().getQueueDetails(tokenAddress)).properties;
      expect(queues.priorityQueueLength).toBeGreaterThan(0);
      expect(queues.standardQueueLength).toBeGreaterThan(0);
    }
    expect(listers.size).toBeGreaterThanOrEqual(5);
  });

  it("has completed reservations by different buyers, whose swaps paid the sellers' CSV addresses", async () => {
    const all = await seedReceipts();
    const created = eventsOf(all, 'ReservationCreated');
    const swaps = eventsOf(all, 'SwapExecuted');
    expect(created).toHaveLength(SEED_RESERVATIONS.length);
    const buyers = SEED_RESERVATIONS.filter((r) => r.swap).map(
      (r) => account(r.account).opnetAddress,
    );
    expect(swaps.map((swap) => (swap.values.buyer as Address).toHex()).sort()).toEqual(
      [...buyers].sort(),
    );
    // What each seller's 1-block CSV address was paid, from the LiquidityReserved events of the
    // reservations that were swapped, plus the timelock outputs of 1-block reservations.
    const expected = new Map<string, bigint>();
    const add = (address: string, sats: bigint) =>
      expected.set(address, (expected.get(address) ?? 0n) + sats);
    for (const [position, plan] of SEED_RESERVATIONS.entries()) {
      const reservation = created[position]!;
      const reserved = eventsOf([reservation], 'LiquidityReserved');
      expect(reserved.length).toBeGreaterThan(0);
      const delay = activationDelayOf(plan);
      add(csv(plan.account, delay), TIMELOCK_OUTPUT_SATS);
      if (!plan.swap) continue;
      const swap = swaps.find(
        (s) => (s.values.buyer as Address).toHex() === account(plan.account).opnetAddress,
      )!;
      expect(swap.block).toBeGreaterThanOrEqual(reservation.block + delay);
      expect(swap.values.amountIn).toBe(reservation.values.totalSatoshis);
      for (const event of reserved) {
        add(event.values.depositAddress as string, event.values.satoshisAmount as bigint);
      }
    }
    for (const [address, sats] of expected) {
      expect(await provider.getBalance(address), address).toBe(sats);
      // The payments sit in CSV outputs: listed once their lock (1 to 3 blocks) has passed.
      const utxos = await provider.utxoManager.getUTXOs({ address, optimize: false });
      expect(utxos.reduce((sum, utxo) => sum + utxo.value, 0n)).toBe(sats);
    }
    // Every provider that was paid is a seller of the plan.
    const sellers = new Set(SEED_LISTINGS.map((l) => csv(l.account, 1)));
    const paid = [...expected.keys()].filter((address) => sellers.has(address));
    expect(paid.length).toBeGreaterThanOrEqual(4);
  });

  it('has one expired ODYS reservation, not purged yet, that the next ODYS reservation purges', async () => {
    const plan = SEED_RESERVATIONS.find((r) => !r.swap)!;
    const all = await seedReceipts();
    const reservation = eventsOf(all, 'ReservationCreated')[SEED_RESERVATIONS.indexOf(plan)]!;
    expect(Number(await provider.getBlockNumber())).toBeGreaterThan(
      reservation.block + RESERVATION_LIFETIME_BLOCKS,
    );
    const tokenAddress = addressOf(plan.token);
    const { reservedLiquidity } = (await nativeSwap().getReserve(tokenAddress)).properties;
    expect(reservedLiquidity).toBe(reservation.values.expectedAmountOut);
    expect(eventsOf(all, 'ReservationPurged')).toHaveLength(0);

    // Simulated only: a reservation by account 9 purges it first.
    const buyer = account(9);
    const contract = nativeSwap(buyer);
    contract.setTransactionDetails({
      inputs: [],
      outputs: [
        {
          index: 1,
          to: account(FEES_ACCOUNT).p2tr,
          value: RESERVATION_BASE_FEE_SATS,
          flags: 1,
          scriptPubKey: undefined,
        },
        { index: 2, to: csv(9, 1), value: TIMELOCK_OUTPUT_SATS, flags: 1, scriptPubKey: undefined },
      ],
    });
    const simulation = await contract.reserve(
      tokenAddress,
      100_000n,
      0n,
      1,
      fromHex(buyer.publicKey),
    );
    const purged = simulation.events.filter((event) => event.type === 'ReservationPurged');
    expect(purged).toHaveLength(1);
    expect((purged[0]!.properties as { purgedAmount: bigint }).purgedAmount).toBe(
      reservation.values.expectedAmountOut,
    );
  });

  it('has MOTO stakers earning MOTO, PILL and ODYS from NativeSwap fees, and a claim', async () => {
    const rewardTokens = (await staking().enabledRewardTokens()).properties.enabledRewardTokens;
    expect(rewardTokens.map((t) => t.toHex())).toEqual(SYMBOLS.map((s) => contracts[s]));
    const staked = SEED_STAKES.reduce((sum, stake) => sum + stake.amount, 0n);
    expect((await staking().totalSupply()).properties.totalSupply).toBe(staked);
    for (const stake of SEED_STAKES) {
      const staker = account(stake.account).address;
      expect((await staking().balanceOf(staker)).properties.balance).toBe(stake.amount);
      for (const symbol of SYMBOLS) {
        const { pendingReward } = (await staking().pendingReward(staker, addressOf(symbol)))
          .properties;
        if (stake.account === SEED_STAKING_CLAIMER) expect(pendingReward).toBe(0n);
        else expect(pendingReward, `${symbol} of account ${stake.account}`).toBeGreaterThan(0n);
      }
    }
    // The claim paid the claimer each reward token.
    const claimer = account(SEED_STAKING_CLAIMER).opnetAddress;
    const all = await seedReceipts();
    for (const symbol of SYMBOLS) {
      const transfers = all.flatMap((receipt) =>
        token(symbol)
          .decodeEvents(receipt.raw)
          .filter(
            (event) =>
              event.type === 'Transferred' &&
              (event.properties.from as Address).toHex() === contracts.staking &&
              (event.properties.to as Address).toHex() === claimer,
          ),
      );
      expect(transfers, symbol).toHaveLength(1);
      expect(transfers[0]!.properties.amount as bigint).toBeGreaterThan(0n);
    }
  });

  it('has the MOTO farm minting MOTO, with an LP pool, deposits, a BTC stake and a harvest', async () => {
    const moto = getContract<IMoto>(contracts.MOTO as string, MOTO_ABI, provider, network);
    expect((await moto.admin()).properties.adminAddress.toHex()).toBe(contracts.motoChef);
    expect((await motoChef().getPoolsLength()).properties.poolsLength).toBe(3);
    const lp = (await poolReserves(...SEED_FARM.lpPair)).pool;
    expect((await motoChef().getLpToken(FARM_LP_POOL)).properties.lpToken.toHex()).toBe(lp.toHex());
    for (const deposit of SEED_FARM_DEPOSITS) {
      const farmer = account(deposit.account).address;
      const { amount } = (await motoChef().getUserInfo(deposit.pool, farmer)).properties;
      if ('amount' in deposit) expect(amount).toBe(deposit.amount);
      else expect(amount).toBeGreaterThan(0n);
      expect(
        (await motoChef().pendingMoto(deposit.pool, farmer)).properties.pendingMoto,
      ).toBeGreaterThan(0n);
    }
    const fee = (SEED_BTC_STAKE.satoshis * DEFAULT_TREASURY_FEE_BPS) / 10_000n;
    expect((await motoChef().totalBTCStaked()).properties.totalBTCStaked).toBe(
      SEED_BTC_STAKE.satoshis - fee,
    );
    expect(await farmMinted()).toBeGreaterThan(0n);
  });

  it('keeps the world across a restart of the same data directory without seeding again', async () => {
    const height = devnet.chain.height;
    const before = await poolReserves('MOTO', 'ODYS');
    await provider.close();
    await devnet.close();

    const seed = vi.fn(seedWorld);
    devnet = await start(seed);
    provider = new JSONRpcProvider({ url: devnet.url, network });
    expect(seed).not.toHaveBeenCalled();
    expect(Number(await provider.getBlockNumber())).toBe(height);
    const after = await poolReserves('MOTO', 'ODYS');
    expect([after.reserveA, after.reserveB]).toEqual([before.reserveA, before.reserveB]);
    expect(Object.keys(devnet.world().contracts)).toHaveLength(10);
  });
});
