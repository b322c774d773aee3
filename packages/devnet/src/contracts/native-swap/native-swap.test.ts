import { unlistingPenaltyBps } from '@opswap/protocol/nativeswap/unlisting-slashing';
import { OP_20_ABI } from 'opnet';
import { describe, expect, it } from 'vitest';
import { toAddress } from '../../seed/calldata.ts';
import { csvAddress } from './bitcoin-outputs.ts';
import { reservationIdOf } from './identifiers.ts';
import {
  FEES_ADDRESS,
  NativeSwapWorld,
  ofType,
  outputsOf,
} from '../../../test/support/native-swap-harness.ts';
import { E18 } from '../../../test/support/test-world.ts';

const TOKEN_SATS = 100_000n; // one whole token at the kit's floor price

describe('the reference worked example (A.21)', () => {
  // The reference's numbers: 1,000,000 tokens at 10,000 sats each. The spec's minimum trade
  // (50,000) and lifetime (6) replace the reference's 10,000 and 8; neither changes a number here.
  const world = new NativeSwapWorld({
    pool: { floorPrice: 10n ** 14n, initialLiquidity: 1_000_000n * E18 },
  });
  const carol = world.trader('carol');
  const alice = world.trader('alice');
  const token = toAddress(world.token);

  it('prices 100,000 sats at 10 tokens (quote 1e22, B = 1e10)', async () => {
    expect(world.poolReserve().virtualBTCReserve).toBe(10n ** 10n);
    const quote = await world.client(carol).getQuote(token, 100_000n);
    expect(quote.properties).toEqual({
      tokensOut: 10n * E18,
      requiredSatoshis: 100_000n,
      price: 10n ** 22n,
      scale: 100_000_000n,
    });
  });

  it('reserves 10 tokens from the initial provider, swaps with a 20 bps fee and moves T and B', () => {
    const reservation = world.reserve(carol, 100_000n);
    expect(world.events(reservation)).toEqual([
      {
        type: 'LiquidityReserved',
        depositAddress: world.owner.receiver,
        satoshisAmount: 100_000n,
        providerId: world.providerId(world.owner),
        tokenAmount: 10n * E18,
      },
      { type: 'ReservationCreated', expectedAmountOut: 10n * E18, totalSatoshis: 100_000n },
    ]);
    world.mine();
    const stakingBefore = world.balanceOf(world.staking.hex);
    const swap = world.ok(world.swap(carol, world.reserved(reservation).payments));
    expect(ofType(world.events(swap), 'SwapExecuted')).toEqual([
      {
        type: 'SwapExecuted',
        buyer: carol.hex,
        amountIn: 100_000n,
        amountOut: 998n * 10n ** 16n,
        totalFees: 2n * 10n ** 16n,
      },
    ]);
    expect(world.balanceOf(world.staking.hex) - stakingBefore).toBe(2n * 10n ** 16n);
    world.mine();
    expect(world.poolReserve()).toMatchObject({
      virtualTokenReserve: 999_990n * E18,
      virtualBTCReserve: 10_000_100_002n,
    });
  });

  it('takes the new quote on the next call, then half of a 10,000-token listing at once', async () => {
    expect((await world.client(carol).getQuote(token, 100_000n)).properties.price).toBe(
      9_999_800_000_000_039_999_599n,
    );
    world.ok(world.list(alice, 10_000n * E18));
    world.mine();
    expect(world.poolReserve()).toMatchObject({
      virtualTokenReserve: 1_004_990n * E18,
      virtualBTCReserve: 9_950_347_766n,
    });
    expect((await world.client(carol).getQuote(token, 100_000n)).properties.price).toBe(
      10_101_038_804_436_094_118_320n,
    );
  });
});

describe('a full buy', () => {
  it('reserves from the priority queue, the standard queue, then the initial provider, and pays each', () => {
    const world = new NativeSwapWorld();
    const [alice, bob, carol] = world.traders('alice', 'bob', 'carol');
    world.ok(world.list(alice, 100n * E18));
    world.ok(world.list(bob, 100n * E18, true));
    world.mine();
    const stakingAfterListing = world.balanceOf(world.staking.hex);
    expect(stakingAfterListing).toBe(3n * E18); // bob's 3 percent priority tax

    const reservation = world.reserve(carol, 300n * TOKEN_SATS, { activationDelay: 2 });
    const reserved = ofType(world.events(reservation), 'LiquidityReserved');
    expect(reserved.map((event) => event.providerId)).toEqual([
      world.providerId(bob),
      world.providerId(alice),
      world.providerId(world.owner),
    ]);
    expect(reserved.map((event) => event.depositAddress)).toEqual([
      bob.receiver,
      alice.receiver,
      world.owner.receiver,
    ]);
    expect(reserved[0]?.tokenAmount).toBe(97n * E18);
    expect(reserved[1]?.tokenAmount).toBe(100n * E18);
    const { payments, expectedAmountOut, totalSatoshis } = world.reserved(reservation);
    expect(payments.reduce((sum, payment) => sum + payment.value, 0n)).toBe(totalSatoshis);
    expect(world.poolReserve().reservedLiquidity).toBe(expectedAmountOut);

    world.mine(); // one block: still inside the 2-block activation delay
    expect(world.swap(carol, payments).revert).toMatch(/^Too early to consume reservation/);
    world.mine();
    const carolBefore = world.balanceOf(carol.hex);
    const swap = world.ok(world.swap(carol, payments));
    const events = world.events(swap);
    expect(events.map((event) => event.type)).toEqual([
      'ProviderActivated',
      'ProviderConsumed',
      'ProviderFulfilled',
      'ProviderActivated',
      'ProviderConsumed',
      'ProviderFulfilled',
      'ProviderConsumed',
      'Transferred',
      'SwapExecuted',
      'Transferred',
    ]);
    const [executed] = ofType(events, 'SwapExecuted');
    expect(executed?.amountIn).toBe(totalSatoshis);
    const amountOut = executed?.amountOut as bigint;
    const fee = executed?.totalFees as bigint;
    expect(amountOut + fee).toBe(expectedAmountOut);
    expect(world.balanceOf(carol.hex) - carolBefore).toBe(amountOut);
    expect(world.balanceOf(world.staking.hex) - stakingAfterListing).toBe(fee);
    expect(world.provider(bob)).toMatchObject({ isActive: false, liquidity: 0n });
    expect(world.provider(alice)).toMatchObject({ isActive: false, liquidity: 0n });
    expect(world.poolReserve().reservedLiquidity).toBe(0n);
    expect(world.swap(carol, payments).revert).toBe('No valid reservation for this address.');
  });

  it('goes through the client: simulation with the outputs, then the mined call', async () => {
    const world = new NativeSwapWorld();
    const carol = world.trader('carol');
    world.harness.outputs = outputsOf(world.reservePayments(carol, 1));
    const simulation = await world
      .client(carol)
      .reserve(toAddress(world.token), 100n * TOKEN_SATS, 0n, 1, carol.key);
    const [created] = simulation.events.filter((event) => event.type === 'ReservationCreated');
    expect(created?.properties).toEqual({
      expectedAmountOut: 100n * E18,
      totalSatoshis: 10_000_000n,
    });
    const receipt = world.ok(world.harness.commit(simulation));
    world.harness.outputs = outputsOf(world.reserved(receipt).payments);
    await world.harness.send(world.client(carol).swap(toAddress(world.token)));
    expect(world.balanceOf(carol.hex)).toBeGreaterThan(10_000_000n * E18);
  });
});

describe('a partial payment', () => {
  it('fills what was paid, puts the seller first in the purge queue and frees the rest', () => {
    const world = new NativeSwapWorld();
    const [alice, carol, dave] = world.traders('alice', 'carol', 'dave');
    world.ok(world.list(alice, 100n * E18));
    world.mine();
    const reservation = world.reserve(carol, 150n * TOKEN_SATS);
    const [toAlice, toOwner] = world.reserved(reservation).payments;
    world.mine();
    const half = (toAlice?.value ?? 0n) / 2n;
    const swap = world.ok(
      world.swap(carol, [{ to: alice.receiver, value: half }, toOwner ?? { to: '', value: 0n }]),
    );
    const quote = world.view('getQuote', [toAddress(world.token), 1n])[2] as bigint;
    const [consumed] = ofType(world.events(swap), 'ProviderConsumed');
    expect(consumed).toMatchObject({ providerId: world.providerId(alice) });
    expect(consumed?.amountUsed).toBeLessThan(100n * E18);
    expect(consumed?.amountUsed).toBeGreaterThan(0n);
    expect(quote).toBeGreaterThan(0n);
    expect(world.provider(alice)).toMatchObject({
      isPurged: true,
      purgeIndex: 0,
      reserved: 0n,
      isLiquidityProvisionAllowed: true,
      liquidity: 100n * E18 - (consumed?.amountUsed as bigint),
    });
    expect(world.queueDetails().standardPurgeQueueLength).toBe(1);
    world.mine();
    const next = ofType(world.events(world.reserve(dave, 10n * TOKEN_SATS)), 'LiquidityReserved');
    expect(next[0]?.providerId).toBe(world.providerId(alice));
  });

  it('returns an unpaid share to the seller and reverts when nothing at all was paid', () => {
    const world = new NativeSwapWorld();
    const [alice, carol] = world.traders('alice', 'carol');
    world.ok(world.list(alice, 100n * E18));
    world.mine();
    const reservation = world.reserve(carol, 150n * TOKEN_SATS);
    const [, toOwner] = world.reserved(reservation).payments;
    world.mine();
    expect(world.swap(carol, []).revert).toBe('NATIVE_SWAP: No tokens purchased in swap.');
    const swap = world.ok(world.swap(carol, toOwner ? [toOwner] : []));
    expect(ofType(world.events(swap), 'ProviderConsumed')).toHaveLength(1);
    expect(world.provider(alice)).toMatchObject({ reserved: 0n, isPurged: true });
    expect(world.poolReserve().reservedLiquidity).toBe(0n);
  });
});

describe('expiry and purge', () => {
  it('purges an unpaid reservation after 6 blocks, restores the providers and times the buyer out', () => {
    const world = new NativeSwapWorld();
    const [alice, carol, dave] = world.traders('alice', 'carol', 'dave');
    world.ok(world.list(alice, 100n * E18));
    world.mine();
    const created = world.nextBlock;
    const { expectedAmountOut } = world.reserved(world.reserve(carol, 150n * TOKEN_SATS));
    world.mine(6n); // block created + 6 is the last usable one
    expect(world.nextBlock).toBe(created + 6n);
    const stillActive = world.reserved(world.reserve(dave, 10n * TOKEN_SATS));
    expect(world.poolReserve().reservedLiquidity).toBe(
      expectedAmountOut + stillActive.expectedAmountOut,
    );
    world.mine();
    const purging = world.list(world.trader('bob'), 10n * E18);
    expect(ofType(world.events(purging), 'ReservationPurged')).toEqual([
      {
        type: 'ReservationPurged',
        reservationId: reservationIdOf(world.token, carol.hex),
        currentBlock: created + 7n,
        purgingBlock: created,
        purgeIndex: 0,
        providerCount: 2,
        purgedAmount: expectedAmountOut,
      },
    ]);
    expect(world.provider(alice)).toMatchObject({ reserved: 0n, isPurged: true });
    expect(world.queueDetails()).toMatchObject({
      lastPurgedBlock: created + 5n, // the block before the oldest left: dave's
      blockWithReservationsLength: 1,
      standardPurgeQueueLength: 1,
    });
    expect(world.reserve(carol, 10n * TOKEN_SATS).revert).toBe('NATIVE_SWAP: User is timed out.');
    world.mine();
    expect(world.reserve(carol, 10n * TOKEN_SATS).revert).toBe('NATIVE_SWAP: User is timed out.');
    world.mine();
    expect(world.reserve(carol, 10n * TOKEN_SATS).revert).toBeNull();
  });

  it('lets a late swap buy from free liquidity once (ReservationFallback)', () => {
    const world = new NativeSwapWorld();
    const [alice, carol] = world.traders('alice', 'carol');
    world.ok(world.list(alice, 100n * E18));
    world.mine();
    const created = world.nextBlock;
    const { payments } = world.reserved(world.reserve(carol, 50n * TOKEN_SATS));
    world.mine(7n);
    const swap = world.ok(world.swap(carol, payments));
    const events = world.events(swap);
    expect(events[0]).toEqual({
      type: 'ReservationFallback',
      reservationId: reservationIdOf(world.token, carol.hex),
      expirationBlock: created + 6n,
    });
    expect(ofType(events, 'ProviderConsumed')[0]?.providerId).toBe(world.providerId(alice));
    expect(world.provider(alice)).toMatchObject({ isPurged: true, reserved: 0n });
    expect(world.poolReserve().reservedLiquidity).toBe(0n);
    expect(world.swap(carol, payments).revert).toBe('NATIVE_SWAP: Reservation already swapped.');
  });
});

describe('queue order', () => {
  it('serves a later priority listing before an earlier standard one, and purged sellers first', () => {
    const world = new NativeSwapWorld();
    const [alice, bob, carol, dave] = world.traders('alice', 'bob', 'carol', 'dave');
    world.ok(world.list(alice, 100n * E18));
    world.mine();
    world.ok(world.list(bob, 100n * E18, true));
    world.mine();
    expect(world.queueDetails()).toMatchObject({ priorityQueueLength: 1, standardQueueLength: 1 });
    const first = world.reserve(carol, 50n * TOKEN_SATS);
    expect(ofType(world.events(first), 'LiquidityReserved')[0]?.providerId).toBe(
      world.providerId(bob),
    );
    world.mine(7n);
    // dave's reservation purges carol's: bob returns through the priority purge queue, first.
    const second = world.events(world.reserve(dave, 150n * TOKEN_SATS));
    expect(ofType(second, 'ReservationPurged')).toHaveLength(1);
    expect(ofType(second, 'LiquidityReserved').map((event) => event.providerId)).toEqual([
      world.providerId(bob),
      world.providerId(alice),
    ]);
  });
});

describe('cancelListing', () => {
  const ages = [0, 3, 4, 5, 1012, 2020, 5000];
  it.each(ages)('slashes a listing cancelled %i blocks after listing', (age) => {
    const world = new NativeSwapWorld();
    const alice = world.trader('alice');
    const amount = 1_000n * E18;
    const listedAt = world.nextBlock;
    world.ok(world.list(alice, amount));
    world.mine(BigInt(age));
    const bps = unlistingPenaltyBps(Number(listedAt), Number(world.nextBlock));
    const expected = { 0: 5000n, 3: 5000n, 4: 5000n, 5: 5001n, 1012: 7000n, 2020: 9000n };
    expect(bps).toBe(expected[age as keyof typeof expected] ?? 9000n);
    const penalty = (amount * bps) / 10_000n;
    const aliceBefore = world.balanceOf(alice.hex);
    const stakingBefore = world.balanceOf(world.staking.hex);
    const liquidityBefore = world.poolReserve().liquidity;
    const cancel = world.ok(world.cancel(alice));
    expect(ofType(world.events(cancel), 'ListingCanceled')).toEqual([
      { type: 'ListingCanceled', amount: amount - penalty, penalty },
    ]);
    expect(world.balanceOf(alice.hex) - aliceBefore).toBe(amount - penalty);
    expect(world.balanceOf(world.staking.hex) - stakingBefore).toBe(penalty);
    expect(world.poolReserve().liquidity).toBe(liquidityBefore - amount);
    expect(world.provider(alice)).toMatchObject({ isActive: false, liquidity: 0n });
  });

  it('keeps the half credited at listing in T and takes only the excess penalty out', () => {
    const world = new NativeSwapWorld();
    const alice = world.trader('alice');
    world.ok(world.list(alice, 1_000n * E18));
    world.mine(1012n);
    const before = world.poolReserve();
    world.ok(world.cancel(alice));
    world.mine();
    expect(before.virtualTokenReserve - world.poolReserve().virtualTokenReserve).toBe(200n * E18);
  });
});

describe('withdraw mode', () => {
  it('stops trading and lets every provider, the initial one included, take its tokens back', () => {
    const world = new NativeSwapWorld();
    const [alice, carol] = world.traders('alice', 'carol');
    world.ok(world.list(alice, 100n * E18));
    world.mine();
    world.ok(world.reserve(carol, 50n * TOKEN_SATS));
    expect(world.call(alice, 'withdrawListing', [toAddress(world.token)]).revert).toBe(
      'NATIVE_SWAP: Withdraw mode is not active.',
    );
    world.ok(world.call(world.owner, 'activateWithdrawMode', []));
    world.mine();
    expect(world.view('isWithdrawModeActive', [])).toEqual([true]);
    expect(world.reserve(carol, 50n * TOKEN_SATS).revert).toBe(
      'NATIVE_SWAP: You cannot perform this action when withdraw mode is active.',
    );
    const before = world.balanceOf(alice.hex);
    const withdrawal = world.ok(world.call(alice, 'withdrawListing', [toAddress(world.token)]));
    expect(ofType(world.events(withdrawal), 'WithdrawListing')).toEqual([
      {
        type: 'WithdrawListing',
        amount: 100n * E18,
        tokenAddress: world.token,
        providerId: world.providerId(alice),
        sender: alice.hex,
      },
    ]);
    expect(world.balanceOf(alice.hex) - before).toBe(100n * E18);
    world.ok(world.call(world.owner, 'withdrawListing', [toAddress(world.token)]));
    expect(world.poolReserve()).toMatchObject({ liquidity: 0n, reservedLiquidity: 0n });
    expect(world.balanceOf(world.nativeSwap)).toBe(0n);
  });
});

describe('admin methods and views', () => {
  it('reads and changes the fees, the fees address and the staking address', async () => {
    const world = new NativeSwapWorld();
    const client = world.client();
    expect((await client.getFees()).properties).toEqual({
      reservationBaseFee: 5_000n,
      priorityQueueBaseFee: 50_000n,
    });
    expect((await client.getPriorityQueueCost()).properties.cost).toBe(50_000n);
    expect((await client.getFeesAddress()).properties.feesAddress).toBe(FEES_ADDRESS);
    expect((await client.getStakingContractAddress()).properties.stakingAddress.toHex()).toBe(
      world.staking.hex,
    );
    world.ok(world.call(world.owner, 'setFees', [10_000n, 100_000n]));
    const other = csvAddress(world.trader('alice').key, 1);
    world.ok(world.call(world.owner, 'setFeesAddress', [other]));
    world.ok(world.call(world.owner, 'setStakingContractAddress', [world.trader('bob').address]));
    world.mine();
    expect(world.view('getFees', [])).toEqual([10_000n, 100_000n]);
    expect(world.view('getFeesAddress', [])).toEqual([other]);
    expect(world.view('getStakingContractAddress', [])).toEqual([world.trader('bob').hex]);
    const carol = world.trader('carol');
    expect(world.reserve(carol, 50n * TOKEN_SATS).revert).toBe(
      'NATIVE_SWAP: Insufficient fees collected. (Received: 0 - Wanted: 10000)',
    );
    const paid = world.reserve(carol, 50n * TOKEN_SATS, {
      payments: [
        { to: other, value: 10_000n },
        { to: csvAddress(carol.key, 1), value: 330n },
      ],
    });
    expect(paid.revert).toBeNull();
  });

  it('pauses and unpauses trading', () => {
    const world = new NativeSwapWorld();
    const carol = world.trader('carol');
    world.ok(world.call(world.owner, 'pause', []));
    expect(world.view('isPaused', [])).toEqual([true]);
    expect(world.reserve(carol, 50n * TOKEN_SATS).revert).toBe(
      'NATIVE_SWAP: Contract is currently paused. Try again later.',
    );
    world.ok(world.call(world.owner, 'unpause', []));
    expect(world.reserve(carol, 50n * TOKEN_SATS).revert).toBeNull();
  });

  it('answers the pool, anti-bot, provider and queue views', async () => {
    const world = new NativeSwapWorld({
      pool: { antiBotEnabledFor: 10, antiBotMaximumTokensPerReservation: 50n * E18 },
    });
    const alice = world.trader('alice');
    const token = toAddress(world.token);
    expect(world.view('getAntibotSettings', [token])).toEqual([
      world.nextBlock - 1n + 10n,
      50n * E18,
    ]);
    expect(world.view('getPoolInfo', [token])).toEqual([0, 100n, 0n]);
    world.ok(world.list(alice, 100n * E18, true));
    world.mine();
    const mine = (await world.client(alice).getProviderDetails(token)).properties;
    expect(mine).toMatchObject({
      id: world.providerId(alice),
      liquidity: 97n * E18,
      reserved: 0n,
      btcReceiver: alice.receiver,
      indexedAt: 0,
      isPriority: true,
      purgeIndex: 0xffff_ffff,
      isActive: true,
      isPurged: false,
      isLiquidityProvisionAllowed: false,
      toReset: false,
    });
    const byId = (await world.client().getProviderDetailsById(world.providerId(alice))).properties;
    expect(byId).toEqual(mine);
    expect(world.provider(world.owner)).toMatchObject({ indexedAt: 0xffff_fffe, isActive: true });
    expect((await world.client().getQueueDetails(token)).properties).toMatchObject({
      priorityQueueLength: 1,
      priorityQueueStartingIndex: 0,
      standardQueueLength: 0,
    });
  });

  it('accepts safe transfers (onOP20Received)', () => {
    const world = new NativeSwapWorld();
    const alice = world.trader('alice');
    const result = world.exec(world.token, OP_20_ABI, alice, 'safeTransfer', [
      toAddress(world.nativeSwap),
      1n,
      new Uint8Array(),
    ]);
    expect(result.revert).toBeNull();
  });
});

describe('the proof-of-funds rule', () => {
  it("'full' wants maximumAmountIn sats on the buyer's CSV(max(delay, 1)) address", () => {
    const world = new NativeSwapWorld({ args: { proofOfFunds: 'full' } });
    const carol = world.trader('carol');
    const fee = { to: FEES_ADDRESS, value: 5_000n };
    const sats = 50n * TOKEN_SATS;
    expect(world.reserve(carol, sats, { activationDelay: 0, payments: [fee] }).revert).toBe(
      `NATIVE_SWAP: Missing timelock output to your CSV address. (Received: 0 - Wanted: ${sats})`,
    );
    const proof = { to: csvAddress(carol.key, 1), value: sats };
    expect(
      world.reserve(carol, sats, { activationDelay: 0, payments: [fee, proof] }).revert,
    ).toBeNull();
  });

  it("'off' asks for no output; 'timelock' for 330 sats with a delay only", () => {
    const off = new NativeSwapWorld({ args: { proofOfFunds: 'off' } });
    const fee = [{ to: FEES_ADDRESS, value: 5_000n }];
    expect(off.reserve(off.trader('carol'), 50n * TOKEN_SATS, { payments: fee }).revert).toBeNull();
    const timelock = new NativeSwapWorld();
    const carol = timelock.trader('carol');
    expect(
      timelock.reserve(carol, 50n * TOKEN_SATS, { activationDelay: 0, payments: fee }).revert,
    ).toBeNull();
    expect(
      timelock.reserve(timelock.trader('dave'), 50n * TOKEN_SATS, { payments: fee }).revert,
    ).toBe('NATIVE_SWAP: Missing timelock output to your CSV address. (Received: 0 - Wanted: 330)');
  });
});

describe('dust resets', () => {
  it('defers resets beyond the per-call limit to the fulfilled queue and finishes them later', () => {
    const world = new NativeSwapWorld({ args: { maxImmediateResets: 0 } });
    const [alice, carol, dave] = world.traders('alice', 'carol', 'dave');
    world.ok(world.list(alice, 10n * E18));
    world.mine();
    const { payments } = world.reserved(world.reserve(carol, 10n * TOKEN_SATS));
    world.mine();
    world.ok(world.swap(carol, payments));
    expect(world.provider(alice)).toMatchObject({ toReset: true, liquidity: 0n });
    expect(world.list(alice, 10n * E18).revert).toBe(
      'NATIVE_SWAP: Provider is in the reset queue and needs to be resets first. Try again in a few blocks.',
    );
    world.mine();
    const next = world.events(world.ok(world.reserve(dave, 10n * TOKEN_SATS)));
    expect(ofType(next, 'ProviderFulfilled')).toEqual([
      {
        type: 'ProviderFulfilled',
        providerId: world.providerId(alice),
        removalCompleted: false,
        stakedAmount: 0n,
      },
    ]);
    expect(world.provider(alice)).toMatchObject({ toReset: false, isActive: false });
  });
});
