// Interaction transactions per second through the devnet: the mempool's parse and verify
// (structure, signatures, challenge, sender), then execution at inclusion and the receipt. The
// signed OP20 transfers are built beforehand; only submit + mine is timed. One bench iteration is
// one block of BATCH transfers, so tx/s = ops/s x BATCH (also printed at the end).
// btc_call/s for router getAmountsOut is measured by rpc.bench.ts.
import { afterAll, bench, describe } from 'vitest';
import type { DevAccount } from '../src/accounts/dev-accounts.ts';
import { fromHex } from '../src/bytes.ts';
import type { Chain } from '../src/chain/chain.ts';
import { buildInteraction } from '../src/tx/build-interaction.ts';
import { challengeForHeight, toChallengeSolution } from '../src/tx/challenge.ts';
import { transferCalldata } from '../test/support/interaction-fixtures.ts';
import { rpc, startTestDevnet } from '../test/support/test-devnet.ts';
import { fundSeparateOutputs } from '../test/support/separate-outputs.ts';

const BATCH = 50;
const ROUNDS = 4;
const UTXO_SATS = 200_000n;

const net = await startTestDevnet({ accountCount: 2 });
const { chain } = net.devnet;
const [alice, bob] = net.accounts as [DevAccount, DevAccount];
const token = net.world.tokens.AAA;

interface SignedTransfer {
  funding: string;
  interaction: string;
  interactionTxid: string;
}

/** Signed OP20 transfers, BATCH per block, as the opnet client would build them. */
async function prebuild(rounds: number): Promise<SignedTransfer[][]> {
  const utxos = fundSeparateOutputs(chain, alice, rounds * BATCH, UTXO_SATS);
  const challenge = toChallengeSolution(challengeForHeight(BigInt(chain.height), chain.network));
  const signed: SignedTransfer[] = [];
  for (const [i, utxo] of utxos.entries()) {
    const built = await buildInteraction({
      from: alice,
      contract: token,
      calldata: transferCalldata(bob.opnetAddress, BigInt(i + 1)),
      utxos: [utxo],
      challenge,
      feeRate: 2,
      priorityFee: 0n,
      gasSatFee: 1_000n,
    });
    signed.push({
      funding: built.fundingTransaction,
      interaction: built.interactionTransaction,
      interactionTxid: built.interactionTxid,
    });
  }
  return Array.from({ length: rounds }, (_, round) =>
    signed.slice(round * BATCH, (round + 1) * BATCH),
  );
}

interface Measure {
  transactions: number;
  milliseconds: number;
}

const measures = new Map<string, Measure>();
const minedTxids: string[] = [];

function timed(name: string, run: () => Promise<void> | void): () => Promise<void> {
  return async () => {
    const start = performance.now();
    await run();
    const measure = measures.get(name) ?? { transactions: 0, milliseconds: 0 };
    measure.transactions += BATCH;
    measure.milliseconds += performance.now() - start;
    measures.set(name, measure);
  };
}

const inProcess = await prebuild(ROUNDS);
const overHttp = await prebuild(ROUNDS);
for (const batch of [...inProcess, ...overHttp]) {
  minedTxids.push(...batch.map((transfer) => transfer.interactionTxid));
}

function checkMined(target: Chain): void {
  let failed = 0;
  for (const txid of minedTxids) {
    const found = target.findTransaction(txid);
    if (found?.status !== 'mined' || found.transaction.receipt?.revert !== null) failed++;
  }
  if (failed > 0) throw new Error(`${failed} benchmark transfers were not mined successfully`);
}

afterAll(async () => {
  const used = [...measures.values()].reduce((sum, m) => sum + m.transactions, 0);
  if (used === minedTxids.length) checkMined(chain);
  for (const [name, m] of measures) {
    const rate = (m.transactions / m.milliseconds) * 1000;
    console.log(
      `${name}: ${m.transactions} interactions in ${m.milliseconds.toFixed(0)} ms = ${rate.toFixed(0)} tx/s`,
    );
  }
  await net.close();
});

const once = { iterations: ROUNDS, time: 0, warmupIterations: 0, warmupTime: 0 };

describe(`interaction transactions, ${BATCH} OP20 transfers per block`, () => {
  let round = 0;
  bench(
    'chain.submit (parse + verify) + chain.mine (execute + receipts)',
    timed('in-process', () => {
      const batch = inProcess[round++];
      if (!batch) throw new Error('no pre-built batch left');
      for (const transfer of batch) {
        const outcomes = chain.submit([fromHex(transfer.funding), fromHex(transfer.interaction)], {
          atomic: true,
        });
        if (!outcomes.every((outcome) => outcome.accepted)) {
          throw new Error(`refused: ${outcomes.map((o) => o.error).join(', ')}`);
        }
      }
      const [block] = chain.mine(1);
      if (block?.transactions.length !== 2 * BATCH) throw new Error('the block missed transfers');
    }),
    once,
  );

  let httpRound = 0;
  bench(
    'btc_sendRawTransactionPackage + devnet_mine over HTTP',
    timed('over HTTP', async () => {
      const batch = overHttp[httpRound++];
      if (!batch) throw new Error('no pre-built batch left');
      for (const transfer of batch) {
        const result = await rpc<{ success: boolean; error?: string }>(
          net.url,
          'btc_sendRawTransactionPackage',
          [[transfer.funding, transfer.interaction], true],
        );
        if (!result.success) throw new Error(`refused: ${result.error}`);
      }
      await rpc(net.url, 'devnet_mine', [1]);
    }),
    once,
  );
});
