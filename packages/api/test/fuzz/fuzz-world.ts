import { ANONYMOUS_USER_KEY } from '@opswap/protocol/tokens/token';
import { tokens } from '../../src/db/schema/chain.ts';
import type { TestApp } from '../support/test-app.ts';
import { testWallet } from '../support/wallets.ts';
import type { FuzzWorld, Identity } from './fuzz-requests.ts';

const TOKEN = {
  address: `0x${'5a'.repeat(32)}`,
  p2op: 'opr1fuzztoken',
  name: 'Fuzz',
  symbol: 'FUZZ',
  decimals: 18,
  maxSupply: 10n ** 27n,
  image: '',
};
/** A token the indexer has stored, so the token pages answer with data. */
const INDEXED = {
  ...TOKEN,
  address: `0x${'6b'.repeat(32)}`,
  p2op: 'opr1fuzzindexed',
  symbol: 'IDX',
};
const txid = (n: number) => n.toString(16).padStart(64, '0');
const RESERVATION_HASH = 'cd'.repeat(32);

/** Every way a client may write a key in the path: as given, in upper case, 0x-prefixed. */
const spellings = (key: string) => [key, key.toUpperCase(), `0x${key}`];

async function ok(response: { statusCode: number; body: string }, what: string): Promise<void> {
  if (response.statusCode >= 300)
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
}

/**
 * Two signed-in wallets with data (activities, a reservation, a watched token, a recent
 * search), one signed in on another network, one signed out, and keys with no session: what the
 * fuzzed requests aim at. Everything here is written before the snapshot the fuzz compares with.
 */
export async function prepareFuzzWorld(t: TestApp): Promise<FuzzWorld> {
  const alice = testWallet('fuzz alice');
  const bob = testWallet('fuzz bob');
  const carol = testWallet('fuzz carol');
  const stranger = testWallet('fuzz stranger');
  t.node.addToken(TOKEN);
  await t.context.db
    .insert(tokens)
    .values({ network: 'regtest', ...INDEXED, verified: true, blockNumber: 1 });
  t.node.setBalance(alice.publicKey, TOKEN.address, 10n ** 18n);

  const aliceToken = await t.signIn(alice);
  const bobToken = await t.signIn(bob);
  const aliceTestnetToken = await t.signIn(alice, 'testnet');
  const carolToken = await t.signIn(carol);
  await ok(
    await t.request({
      method: 'DELETE',
      url: t.path(carol.publicKey, 'auth/session'),
      token: carolToken,
    }),
    'sign out',
  );

  const post = async (key: string, token: string, path: string, payload: object) =>
    ok(await t.request({ method: 'POST', url: t.path(key, path), payload, token }), path);
  await post(alice.publicKey, aliceToken, 'activity/add', {
    type: 'Send',
    transactionId: txid(1),
    data: { tokenAddress: TOKEN.address, amount: '5000' },
  });
  await post(alice.publicKey, aliceToken, 'activity/add', {
    type: 'Swap',
    transactionId: txid(2),
    data: { tokenOne: 'bitcoin', tokenTwo: TOKEN.address, amountIn: '1000', amountOut: '99' },
  });
  await post(alice.publicKey, aliceToken, 'activity/add', {
    type: 'Stake',
    transactionId: txid(3),
    data: { note: 'loose data' },
  });
  await post(bob.publicKey, bobToken, 'activity/add', {
    type: 'NativeSwap',
    transactionId: txid(4),
    data: { reservationHash: RESERVATION_HASH },
  });
  await post(alice.publicKey, aliceToken, 'reservation/track', {
    trackingInformation: {
      hash: RESERVATION_HASH,
      tokenSymbol: TOKEN.symbol,
      tokenAddress: TOKEN.address,
      amountIn: '100000',
      amountOut: '4000000000000000000',
      simulationResult: { estimatedGas: '1000', estimatedSatGas: '20', minTokenOut: '1' },
      settings: { slippage: 5, miningFee: 2, priorityFee: 0, reorgProtection: 0 },
    },
  });
  await post(alice.publicKey, aliceToken, 'watchlist/token', { address: TOKEN.address });
  await ok(
    await t.request({
      method: 'GET',
      url: t.path(alice.publicKey, `search/token/${TOKEN.address}`),
      token: aliceToken,
    }),
    'search',
  );

  const identity = (key: string, network: Identity['network'], token: string | null) => ({
    key,
    written: key === ANONYMOUS_USER_KEY ? ['0'.repeat(64), ANONYMOUS_USER_KEY] : spellings(key),
    network,
    token,
  });
  return {
    identities: [
      identity(alice.publicKey, 'regtest', aliceToken),
      identity(bob.publicKey, 'regtest', bobToken),
      identity(alice.publicKey, 'testnet', aliceTestnetToken),
      identity(alice.publicKey, 'mainnet', null),
      identity(carol.publicKey, 'regtest', null),
      identity(stranger.publicKey, 'regtest', null),
      identity(ANONYMOUS_USER_KEY, 'regtest', null),
    ],
    deadTokens: [carolToken],
    tokenAddresses: [TOKEN.address, TOKEN.p2op, INDEXED.address],
    activityIds: [txid(1), txid(2), txid(3), txid(4)],
    reservationHashes: [RESERVATION_HASH, `0x${RESERVATION_HASH}`],
  };
}
