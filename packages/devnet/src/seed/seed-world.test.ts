import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { networks } from '@btc-vision/bitcoin';
import { Address } from '@btc-vision/transaction';
import { DEFAULT_SWAP_FEE, getAmountsOut } from '@opswap/protocol/amm/amm-math';
import { burnAmounts, mintLiquidity } from '@opswap/protocol/amm/liquidity-math';
import { sortTokens } from '@opswap/protocol/amm/pair-order';
import {
  getContract,
  type IMotoswapFactoryContract,
  type IMotoswapPoolContract,
  type IMotoswapRouterContract,
  type IOP20Contract,
  JSONRpcProvider,
  MOTOSWAP_ROUTER_ABI,
  MotoSwapFactoryAbi,
  MotoswapPoolAbi,
  OP_20_ABI,
} from 'opnet';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ACCOUNT_FUNDING, startDevnet, type Devnet } from '../devnet.ts';
import {
  SEED_HISTORY,
  SEED_LIQUIDITY,
  SEED_TOKENS,
  tokens,
  type SeedTokenSymbol,
} from './seed-plan.ts';
import { seedWorld } from './seed-world.ts';

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

const token = (symbol: SeedTokenSymbol) =>
  getContract<IOP20Contract>(contracts[symbol] as string, OP_20_ABI, provider, network);
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

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'devnet-seed-'));
  devnet = await start(seedWorld);
  provider = new JSONRpcProvider({ url: devnet.url, network });
  contracts = Object.fromEntries(
    Object.entries(devnet.world().contracts).map(([name, ref]) => [name, ref.address]),
  );
}, 60_000);

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
      expect(metadata.totalSupply).toBe(spec.perAccount * BigInt(ACCOUNTS));
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

  it('funds every development account with rBTC and the balances the plan leaves', async () => {
    const { balances } = expectedWorld();
    const accounts = devnet.accounts.all();
    for (const account of accounts) {
      for (const symbol of SYMBOLS) {
        const balance = (await token(symbol).balanceOf(account.address)).properties.balance;
        expect(balance, `${symbol} of account ${account.index}`).toBe(
          balances[account.index]![symbol],
        );
      }
      const sats = await provider.getBalance(account.p2tr);
      // Accounts 0-4 paid fees for their transactions; the others are untouched.
      if (account.index >= 5) expect(sats).toBe(DEFAULT_ACCOUNT_FUNDING);
      else expect(sats).toBeGreaterThan(DEFAULT_ACCOUNT_FUNDING - 1_000_000n);
    }
    // An untouched account holds exactly its initial mint.
    expect(balances[9]!.PILL).toBe(tokens(200_000n));
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
      ['MOTO', 'ODYS', 'PILL', 'factory', 'router'].sort(),
    );
    for (const ref of Object.values(info.contracts)) {
      expect(ref.address).toMatch(/^0x[0-9a-f]{64}$/);
      expect(ref.p2op).toBe(Address.fromString(ref.address).p2op(network));
    }
    expect(info.contracts.MOTO!.p2op).toBe(
      getContract(addressOf('MOTO'), OP_20_ABI, provider, network).p2op,
    );
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
    expect(Object.keys(devnet.world().contracts)).toHaveLength(5);
  }, 60_000);
});
