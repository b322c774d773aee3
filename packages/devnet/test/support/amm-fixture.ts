import type { Address } from '@btc-vision/transaction';
import { UINT256_MAX } from '@opswap/protocol/amount/units';
import { toAddress } from '../../src/seed/calldata.ts';
import type { ContractHarness } from './contract-harness.ts';
import { E18 } from './test-world.ts';

const HOLDING = 1_000_000n * E18;

/** Three tokens, a factory and a router, with every holder funded with each token. */
export interface AmmFixture {
  factory: string;
  router: string;
  tokens: { a: string; b: string; c: string };
}

export function deployAmm(harness: ContractHarness, holders: readonly Address[]): AmmFixture {
  const token = (symbol: string) =>
    harness.deploy('OP20', symbol, {
      name: symbol,
      symbol,
      maxSupply: (HOLDING * 1000n).toString(),
      initialMints: holders.map((holder) => `${holder.toHex()}:${HOLDING}`),
    });
  const tokens = { a: token('AAA'), b: token('BBB'), c: token('CCC') };
  const factory = harness.deploy('MotoSwapFactory', 'factory');
  const router = harness.deploy('MotoSwapRouter', 'router', { factory });
  return { factory, router, tokens };
}

/** Lets the router spend an owner's tokens without limit. */
export async function approveRouter(
  harness: ContractHarness,
  fixture: AmmFixture,
  owner: Address,
  tokens: readonly string[],
): Promise<void> {
  for (const token of tokens) {
    await harness.send(
      harness.op20(token, owner).increaseAllowance(toAddress(fixture.router), UINT256_MAX),
    );
  }
}

/** Adds liquidity through the router, with no minimums and a far deadline. */
export async function addLiquidity(
  harness: ContractHarness,
  fixture: AmmFixture,
  owner: Address,
  tokenA: string,
  tokenB: string,
  amountA: bigint,
  amountB: bigint,
) {
  await approveRouter(harness, fixture, owner, [tokenA, tokenB]);
  return harness.send(
    harness
      .router(fixture.router, owner)
      .addLiquidity(
        toAddress(tokenA),
        toAddress(tokenB),
        amountA,
        amountB,
        0n,
        0n,
        owner,
        harness.blockNumber + 100n,
      ),
  );
}

/** The token of a pair that the pool stores first (the smaller address). */
export function sorted(tokenA: string, tokenB: string): [string, string] {
  return BigInt(tokenA) < BigInt(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA];
}
