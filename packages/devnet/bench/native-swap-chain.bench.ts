// NativeSwap reserve-plus-swap cycles per second through the chain: real signed reserve and swap
// interactions (reservation fee, timelock and payment outputs) parsed, verified, executed and
// mined. Signing is kept out of the timed part: the reserves are built before the bench, the swaps
// (which pay what each reservation's LiquidityReserved events name) in the swap bench's setup,
// once the reserves are mined. One iteration is one block of BATCH reserves or of BATCH swaps;
// cycles/s (a cycle = one reserve + one swap) is printed at the end. native-swap.bench.ts measures
// the contract alone (no transactions); the last bench here is one user's cycle through the opnet
// client over HTTP, signing and mining included.
import { NativeSwapAbi, OP_20_ABI } from 'opnet';
import { afterAll, bench, describe } from 'vitest';
import { UINT256_MAX } from '@opswap/protocol/amount/units';
import type { DevAccount } from '../src/accounts/dev-accounts.ts';
import { fromHex } from '../src/bytes.ts';
import { calldataEncoder, toAddress } from '../src/seed/calldata.ts';
import { InteractionSender } from '../src/seed/interaction-sender.ts';
import { buildInteraction } from '../src/tx/build-interaction.ts';
import { challengeForHeight, toChallengeSolution } from '../src/tx/challenge.ts';
import type { SpendableUtxo } from '../src/tx/spendable-utxo.ts';
import {
  csvAddress,
  NATIVE_TOKENS,
  NativeUser,
  startNativeTestDevnet,
} from '../test/support/native-world.ts';
import { E18 } from '../test/support/test-world.ts';
import { fundSeparateOutputs } from '../test/support/separate-outputs.ts';

const ROUNDS = 3;
/** A buyer holds one reservation per token at a time: each round has its own buyers. */
const BUYERS_PER_ROUND = 5;
const RESERVATION_SATS = 100_000n;
const UTXO_SATS = 300_000n;
const GAS_SAT_FEE = 10_000n;
const CLIENT_CYCLES = 3;

const net = await startNativeTestDevnet(1 + ROUNDS * BUYERS_PER_ROUND);
const { chain } = net.devnet;
const { world } = net;
const owner = net.accounts[0] as DevAccount;
/** Round r's buyers reserve every token once. */
const buyersOf = (round: number) =>
  net.accounts.slice(1 + round * BUYERS_PER_ROUND, 1 + (round + 1) * BUYERS_PER_ROUND);
const BATCH = BUYERS_PER_ROUND * NATIVE_TOKENS.length;
const nativeSwap = calldataEncoder(NativeSwapAbi, world.nativeSwap, chain.network);

// The pools, created by account 0 (every token's deployer) with real interactions.
const sender = new InteractionSender(chain);
for (const symbol of NATIVE_TOKENS) {
  await sender.send(
    owner,
    world.tokens[symbol],
    calldataEncoder(OP_20_ABI, world.tokens[symbol]).encode('increaseAllowance', [
      toAddress(world.nativeSwap),
      UINT256_MAX,
    ]),
    `approve ${symbol}`,
  );
}
sender.mine();
for (const symbol of NATIVE_TOKENS) {
  await sender.send(
    owner,
    world.nativeSwap,
    nativeSwap.encode('createPool', [
      toAddress(world.tokens[symbol]),
      10n ** 13n,
      10_000_000n * E18,
      fromHex(owner.publicKey),
      csvAddress(owner, 1),
      0,
      0n,
      100,
      0,
      0n,
      0n,
    ]),
    `pool ${symbol}`,
  );
}
sender.mine();

interface Signed {
  buyer: DevAccount;
  token: string;
  funding: string;
  interaction: string;
  txid: string;
}

const utxos = new Map(
  net.accounts
    .slice(1)
    .map((buyer) => [
      buyer,
      fundSeparateOutputs(chain, buyer, 2 * NATIVE_TOKENS.length, UTXO_SATS),
    ]),
);
const takeUtxo = (buyer: DevAccount): SpendableUtxo => {
  const utxo = utxos.get(buyer)?.pop();
  if (!utxo) throw new Error('no funded output left');
  return utxo;
};

async function sign(
  buyer: DevAccount,
  token: string,
  calldata: Uint8Array,
  extraOutputs: { address: string; value: bigint }[],
): Promise<Signed> {
  const built = await buildInteraction({
    from: buyer,
    contract: world.nativeSwap,
    calldata,
    utxos: [takeUtxo(buyer)],
    challenge: toChallengeSolution(challengeForHeight(BigInt(chain.height), chain.network)),
    feeRate: 2,
    priorityFee: 0n,
    gasSatFee: GAS_SAT_FEE,
    extraOutputs,
  });
  return {
    buyer,
    token,
    funding: built.fundingTransaction,
    interaction: built.interactionTransaction,
    txid: built.interactionTxid,
  };
}

/** Reserves with the reservation fee and the 1-block timelock output; swapped ROUNDS blocks later. */
const reserveRounds: Signed[][] = [];
for (let round = 0; round < ROUNDS; round++) {
  const batch: Signed[] = [];
  for (const buyer of buyersOf(round)) {
    for (const symbol of NATIVE_TOKENS) {
      const token = world.tokens[symbol];
      batch.push(
        await sign(
          buyer,
          token,
          nativeSwap.encode('reserve', [
            toAddress(token),
            RESERVATION_SATS,
            0n,
            1,
            fromHex(buyer.publicKey),
          ]),
          [
            { address: world.feesAddress, value: 5_000n },
            { address: csvAddress(buyer, 1), value: 330n },
          ],
        ),
      );
    }
  }
  reserveRounds.push(batch);
}
const swapRounds: Signed[][] = [];

/** The swaps paying each provider its reservation's LiquidityReserved amount. */
async function signSwaps(): Promise<void> {
  for (const batch of reserveRounds) {
    const swaps: Signed[] = [];
    for (const reserve of batch) {
      const found = chain.findTransaction(reserve.txid);
      const events = found?.status === 'mined' ? (found.transaction.receipt?.events ?? []) : [];
      const payments = nativeSwap
        .decodeEvents(events)
        .filter((event) => event.type === 'LiquidityReserved')
        .map((event) => ({
          address: event.values.depositAddress as string,
          value: event.values.satoshisAmount as bigint,
        }));
      if (payments.length === 0) throw new Error(`reserve ${reserve.txid} reserved nothing`);
      swaps.push(
        await sign(
          reserve.buyer,
          reserve.token,
          nativeSwap.encode('swap', [toAddress(reserve.token)]),
          payments,
        ),
      );
    }
    swapRounds.push(swaps);
  }
}

function submitAndMine(batch: readonly Signed[] | undefined, wanted: string): void {
  if (!batch) throw new Error('no pre-built batch left');
  for (const signed of batch) {
    const outcomes = chain.submit([fromHex(signed.funding), fromHex(signed.interaction)], {
      atomic: true,
    });
    if (!outcomes.every((outcome) => outcome.accepted)) {
      throw new Error(`refused: ${outcomes.map((o) => o.error).join(', ')}`);
    }
  }
  chain.mine(1);
  for (const signed of batch) {
    const found = chain.findTransaction(signed.txid);
    const receipt = found?.status === 'mined' ? found.transaction.receipt : null;
    if (!receipt || receipt.revert !== null) {
      throw new Error(`${wanted} failed: ${receipt?.revert ?? 'not mined'}`);
    }
    const events = nativeSwap.decodeEvents(receipt.events).map((event) => event.type);
    if (!events.includes(wanted)) throw new Error(`no ${wanted} event`);
  }
}

const milliseconds = { reserves: 0, swaps: 0, client: 0 };
let cycles = 0;
let clientCycles = 0;

function timed(part: 'reserves' | 'swaps', run: () => void): () => Promise<void> {
  return async () => {
    const start = performance.now();
    run();
    milliseconds[part] += performance.now() - start;
  };
}

const buyer = new NativeUser(net.clients[1]!, world);

afterAll(async () => {
  const chainMs = milliseconds.reserves + milliseconds.swaps;
  if (cycles > 0) {
    console.log(
      `through the chain: ${cycles} reserve + swap cycles in ${chainMs.toFixed(0)} ms = ${((cycles / chainMs) * 1000).toFixed(0)} cycles/s (submit + mine; signing excluded)`,
    );
  }
  if (clientCycles > 0) {
    console.log(
      `one user through the opnet client: ${clientCycles} cycles in ${milliseconds.client.toFixed(0)} ms = ${((clientCycles / milliseconds.client) * 1000).toFixed(1)} cycles/s (simulate, sign, send, mine, read receipts)`,
    );
  }
  await net.close();
});

const once = { iterations: ROUNDS, time: 0, warmupIterations: 0, warmupTime: 0 };

describe(`NativeSwap through the chain, ${BATCH} reservations per block`, () => {
  let reserveRound = 0;
  bench(
    'submit + mine a block of reserves (fee and timelock outputs)',
    timed('reserves', () => submitAndMine(reserveRounds[reserveRound++], 'ReservationCreated')),
    once,
  );

  let swapRound = 0;
  bench(
    'submit + mine a block of swaps paying the providers',
    timed('swaps', () => {
      submitAndMine(swapRounds[swapRound++], 'SwapExecuted');
      cycles += BATCH;
    }),
    {
      ...once,
      setup: async (_task, mode) => {
        if (mode === 'run' && swapRounds.length === 0) await signSwaps();
      },
    },
  );

  bench(
    'one reserve + swap cycle through the opnet client over HTTP',
    async () => {
      const start = performance.now();
      const reservation = await buyer.reserve(world.tokens.WEX, RESERVATION_SATS);
      await buyer.swap(world.tokens.WEX, reservation.payments);
      milliseconds.client += performance.now() - start;
      clientCycles++;
    },
    { iterations: CLIENT_CYCLES, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
