import type { SeedContext, SeedResult } from '../../src/devnet.ts';
import { deriveContractAddress, saltOf } from '../../src/vm/contract-address.ts';

export const E18 = 10n ** 18n;

/** The tokens of the test world, all 18 decimals. */
export const TOKEN_SYMBOLS = ['AAA', 'BBB', 'CCC'] as const;
export type TokenSymbol = (typeof TOKEN_SYMBOLS)[number];

/** What every development account holds of each token at the start. */
export const TOKENS_PER_ACCOUNT = 1_000_000n * E18;
export const TOKEN_MAX_SUPPLY = 10n ** 12n * E18;

/** The account that deploys the test world (not a development account: it never signs). */
export const TEST_DEPLOYER = '0x' + 'd0'.repeat(32);

/** The contracts of the test world, 0x addresses. */
export interface TestWorld {
  tokens: Record<TokenSymbol, string>;
  factory: string;
  router: string;
}

const addressOf = (name: string): string => deriveContractAddress(TEST_DEPLOYER, saltOf(name));

export const TEST_WORLD: TestWorld = {
  tokens: { AAA: addressOf('AAA'), BBB: addressOf('BBB'), CCC: addressOf('CCC') },
  factory: addressOf('factory'),
  router: addressOf('router'),
};

/**
 * The tests' own world (not the product's seed): three OP20 tokens minted to every development
 * account, and a MotoSwap factory and router without pools. Mined in block 1.
 */
export function seedTestWorld({ chain, accounts }: SeedContext): SeedResult {
  for (const symbol of TOKEN_SYMBOLS) {
    chain.deploy({
      kind: 'OP20',
      address: TEST_WORLD.tokens[symbol],
      deployer: TEST_DEPLOYER,
      args: {
        name: `Token ${symbol}`,
        symbol,
        maxSupply: TOKEN_MAX_SUPPLY.toString(),
        icon: `https://icons.test/${symbol}.png`,
        initialMints: accounts.map((account) => `${account.opnetAddress}:${TOKENS_PER_ACCOUNT}`),
      },
    });
  }
  chain.deploy({
    kind: 'MotoSwapFactory',
    address: TEST_WORLD.factory,
    deployer: TEST_DEPLOYER,
    args: {},
  });
  chain.deploy({
    kind: 'MotoSwapRouter',
    address: TEST_WORLD.router,
    deployer: TEST_DEPLOYER,
    args: { factory: TEST_WORLD.factory },
  });
  chain.mine(1);
  return {
    contracts: {
      ...TEST_WORLD.tokens,
      factory: TEST_WORLD.factory,
      router: TEST_WORLD.router,
    },
  };
}
