import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokens } from '../../db/schema/index.ts';
import { FakeNode } from '../../../test/support/fake-node.ts';
import {
  ENGINES,
  openTestDatabase,
  type TestDatabase,
} from '../../../test/support/test-database.ts';
import {
  address,
  applyBlocks,
  block,
  events,
  interaction,
  rollbackTo,
  TEST_CONTRACTS,
  TOKEN_FACTORY,
  tokenMetadata,
} from '../../../test/support/market-test-kit.ts';
import { TokenHandler } from './token-handler.ts';

const moto = address('moto');
const pill = address('pill');
const odys = address('odys');
const pool = address('moto-pill-pool');
const impostor = address('fake-moto');
const listedOnly = address('listed-only');
const alice = address('alice');

const CHAIN = [
  block(1, [], {
    deployments: [moto, pill, odys, TEST_CONTRACTS.nativeSwap, TEST_CONTRACTS.motoSwapFactory],
  }),
  block(3, [interaction('pool', alice, address('router'), [events.poolCreated(moto, pill, pool)])]),
  block(5, [
    interaction('deploy', alice, TOKEN_FACTORY, [
      events.tokenDeployed(TOKEN_FACTORY, alice, impostor, 'Motoswap', 'MOTO'),
    ]),
    // A token first seen trading on NativeSwap (deployed before the indexer's first block).
    interaction('list', alice, TEST_CONTRACTS.nativeSwap, [
      events.transferred(listedOnly, alice, TEST_CONTRACTS.nativeSwap, 5n),
      events.liquidityListed(5n, 'csv'),
    ]),
  ]),
];

describe.each(ENGINES)('TokenHandler on %s', (engine) => {
  let test: TestDatabase;
  let handler: TokenHandler;

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    const node = new FakeNode();
    node.addToken(tokenMetadata(moto, 'MOTO', 'Motoswap'));
    node.addToken(tokenMetadata(pill, 'PILL', 'Orange Pill'));
    node.addToken(tokenMetadata(odys, 'ODYS', 'Odyssey'));
    // The pool is an OP20 too (its LP token), but no market token.
    node.addToken(tokenMetadata(pool, 'MOTO-LP', 'MotoSwap LP'));
    node.addToken(tokenMetadata(impostor, 'MOTO', 'Motoswap'));
    node.addToken(tokenMetadata(listedOnly, 'LIST', 'Listed'));
    handler = new TokenHandler(test.open.db, node, TEST_CONTRACTS);
  });
  afterAll(() => test.dispose());

  const rows = () =>
    test.open.db
      .select({
        address: tokens.address,
        symbol: tokens.symbol,
        verified: tokens.verified,
        blockNumber: tokens.blockNumber,
        decimals: tokens.decimals,
        p2op: tokens.p2op,
      })
      .from(tokens)
      .orderBy(asc(tokens.blockNumber), asc(tokens.symbol), asc(tokens.address));

  const row = (token: string, symbol: string, verified: boolean, blockNumber: number) => ({
    address: token,
    symbol,
    verified,
    blockNumber,
    decimals: 18,
    p2op: tokenMetadata(token, symbol).p2op,
  });

  it('stores the OP20 tokens the chain deploys or trades, popular ones verified once', async () => {
    await applyBlocks(test.open.db, [handler], CHAIN);
    expect(await rows()).toEqual([
      row(moto, 'MOTO', true, 1),
      row(odys, 'ODYS', true, 1),
      row(pill, 'PILL', true, 1),
      row(listedOnly, 'LIST', false, 5),
      row(impostor, 'MOTO', false, 5),
    ]);
  });

  it('rolls back the tokens above the fork', async () => {
    await rollbackTo(test.open.db, [handler], 4);
    expect((await rows()).map((token) => token.address)).toEqual([moto, odys, pill]);
    await rollbackTo(test.open.db, [handler], 0);
    expect(await rows()).toEqual([]);
    // Deployed again in another order, the first MOTO the chain shows is the verified one.
    await applyBlocks(test.open.db, [handler], [CHAIN[2]!, block(6, [], { deployments: [moto] })]);
    expect(await rows()).toEqual([
      row(listedOnly, 'LIST', false, 5),
      row(impostor, 'MOTO', true, 5),
      row(moto, 'MOTO', false, 6),
    ]);
  });
});
