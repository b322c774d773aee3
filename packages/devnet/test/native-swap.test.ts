// NativeSwap through the unmodified opnet client over HTTP: real signed interactions whose
// Bitcoin outputs (reservation fee, timelock, priority fee, payments to the sellers' CSV
// addresses) are set with setTransactionDetails for the simulation and sent as extraOutputs.
// The exhaustive per-rule and per-revert tables are the VM-level tests in src/contracts/native-swap.
import {
  MINIMUM_TRADE_SATS,
  PRIORITY_QUEUE_BASE_FEE_SATS,
  RESERVATION_BASE_FEE_SATS,
  RESERVATION_LIFETIME_BLOCKS,
  TIMELOCK_OUTPUT_SATS,
} from '@opswap/protocol/constants';
import { fillTemplate, NATIVE_SWAP_REVERTS } from '@opswap/protocol/nativeswap/native-swap-reverts';
import { recommendedReorgProtectionBlocks } from '@opswap/protocol/nativeswap/reorg-protection';
import {
  unlistingPenaltyBps,
  unlistingSettlement,
} from '@opswap/protocol/nativeswap/unlisting-slashing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountClient, addressOf } from './support/account-client.ts';
import { plainEvent, plainEvents } from './support/events.ts';
import {
  csvAddress,
  NATIVE_TOKENS,
  NativeUser,
  publicKeyOf,
  simulatedOutputs,
  startNativeTestDevnet,
  type BtcOutput,
  type NativeTestDevnet,
} from './support/native-world.ts';
import { rpc } from './support/test-devnet.ts';
import { E18 } from './support/test-world.ts';

/** 1 token = 100,000 sats: createPool's floor price in token base units per sat. */
const FLOOR_PRICE = 10n ** 13n;
const TOKEN_SATS = 100_000n;
const INITIAL_LIQUIDITY = 1_000_000n * E18;
const ALLOWANCE = 10n ** 30n;

let net: NativeTestDevnet;
let owner: NativeUser;
let alice: NativeUser;
let bob: NativeUser;
let carol: NativeUser;
let dave: NativeUser;
let erin: NativeUser;
let tokens: NativeTestDevnet['world']['tokens'];

beforeAll(async () => {
  net = await startNativeTestDevnet();
  const user = (index: number) => new NativeUser(net.clients[index] as AccountClient, net.world);
  [owner, alice, bob, carol, dave, erin] = [user(0), user(1), user(2), user(3), user(4), user(5)];
  tokens = net.world.tokens;
  // Every approval in one block, every pool in the next: account 0 deployed every token.
  const nativeSwap = addressOf(net.world.nativeSwap);
  for (const user of [owner, alice, bob, carol, dave, erin]) {
    for (const symbol of NATIVE_TOKENS) {
      await user.client.broadcast(
        user.client.token(tokens[symbol]).increaseAllowance(nativeSwap, ALLOWANCE),
      );
    }
  }
  await net.mine();
  await owner.client.broadcast(owner.createPool(tokens.WEX, 10n ** 14n, INITIAL_LIQUIDITY));
  for (const symbol of NATIVE_TOKENS.filter((s) => s !== 'WEX')) {
    await owner.client.broadcast(owner.createPool(tokens[symbol], FLOOR_PRICE, INITIAL_LIQUIDITY));
  }
  await net.mine();
});

afterAll(async () => {
  await net?.close();
});

const hex = (user: NativeUser) => user.account.opnetAddress;
const reverted = (text: string) => `Error in calling function: ${text}`;
const typed = (user: NativeUser, call: Parameters<NativeUser['events']>[0], type: string) =>
  user
    .events(call)
    .filter((event) => event.type === type)
    .map((event) => plainEvent(event).values);
const stakingBalance = (token: string) =>
  owner.client.balanceOf(token, addressOf(net.world.staking));
const sats = (address: string) => owner.client.provider.getBalance(address);

interface UtxosAnswer {
  confirmed: { transactionId: string; value: string }[];
  pending: unknown[];
}
const utxosOf = (address: string) => rpc<UtxosAnswer>(net.url, 'btc_getUTXOs', [address, false]);

describe('the reference worked example (A.21), through the client', () => {
  it('quotes, reserves, swaps and moves the virtual reserves to the unit', async () => {
    const token = addressOf(tokens.WEX);
    const quote = await carol.nativeSwap().getQuote(token, 100_000n);
    expect(quote.properties).toEqual({
      tokensOut: 10n * E18,
      requiredSatoshis: 100_000n,
      price: 10n ** 22n,
      scale: 100_000_000n,
    });
    expect((await carol.nativeSwap().getReserve(token)).properties.virtualBTCReserve).toBe(
      10n ** 10n,
    );

    const reservation = await carol.reserve(tokens.WEX, 100_000n);
    expect(reservation.call.receipt.failed).toBe(false);
    expect(plainEvents(carol.events(reservation.call))).toEqual([
      {
        type: 'LiquidityReserved',
        values: {
          depositAddress: owner.receiver,
          satoshisAmount: 100_000n,
          providerId: await owner.providerId(tokens.WEX),
          tokenAmount: 10n * E18,
        },
      },
      {
        type: 'ReservationCreated',
        values: { expectedAmountOut: 10n * E18, totalSatoshis: 100_000n },
      },
    ]);

    const stakingBefore = await stakingBalance(tokens.WEX);
    const carolBefore = await carol.client.balanceOf(tokens.WEX);
    const swap = await carol.swap(tokens.WEX, reservation.payments);
    expect(typed(carol, swap, 'SwapExecuted')).toEqual([
      {
        buyer: hex(carol),
        amountIn: 100_000n,
        amountOut: 998n * 10n ** 16n,
        totalFees: 2n * 10n ** 16n,
      },
    ]);
    expect(await carol.client.balanceOf(tokens.WEX)).toBe(carolBefore + 998n * 10n ** 16n);
    expect((await stakingBalance(tokens.WEX)) - stakingBefore).toBe(2n * 10n ** 16n);
    expect((await carol.nativeSwap().getReserve(token)).properties).toMatchObject({
      virtualTokenReserve: 999_990n * E18,
      virtualBTCReserve: 10_000_100_002n,
    });
    expect((await carol.nativeSwap().getQuote(token, 100_000n)).properties.price).toBe(
      9_999_800_000_000_039_999_599n,
    );

    // Half of a 10,000-token listing moves the price at once.
    const listed = await alice.list(tokens.WEX, 10_000n * E18);
    expect(listed.receipt.failed).toBe(false);
    expect((await carol.nativeSwap().getReserve(token)).properties).toMatchObject({
      virtualTokenReserve: 1_004_990n * E18,
      virtualBTCReserve: 9_950_347_766n,
    });
    expect((await carol.nativeSwap().getQuote(token, 100_000n)).properties.price).toBe(
      10_101_038_804_436_094_118_320n,
    );
  });
});

describe('a full buy through the client', () => {
  it('lists in both queues, reserves priority first, waits the activation delay and pays each seller', async () => {
    const token = addressOf(tokens.BUY);
    const feesBefore = await sats(net.world.feesAddress);
    const stakingBefore = await stakingBalance(tokens.BUY);
    expect((await alice.list(tokens.BUY, 100n * E18)).receipt.failed).toBe(false);
    expect((await bob.list(tokens.BUY, 100n * E18, true)).receipt.failed).toBe(false);
    // The priority listing paid its BTC fee and 3 percent of its tokens to staking.
    expect(await sats(net.world.feesAddress)).toBe(feesBefore + PRIORITY_QUEUE_BASE_FEE_SATS);
    expect((await stakingBalance(tokens.BUY)) - stakingBefore).toBe(3n * E18);
    expect((await bob.nativeSwap().getProviderDetails(token)).properties).toMatchObject({
      liquidity: 97n * E18,
      isPriority: true,
      btcReceiver: bob.receiver,
    });
    expect((await alice.nativeSwap().getProviderDetails(token)).properties.isPriority).toBe(false);

    // Carol buys 300 tokens' worth: 0.3 BTC, so the recommended reorg protection of 3 blocks.
    const amount = 300n * TOKEN_SATS;
    const delay = recommendedReorgProtectionBlocks(amount);
    expect(delay).toBe(3);
    const { tokensOut } = (await carol.nativeSwap().getQuote(token, amount)).properties;
    const reservation = await carol.reserve(tokens.BUY, amount, {
      activationDelay: delay,
      minimumAmountOut: (tokensOut * 99n) / 100n,
    });
    expect(reservation.call.receipt.failed).toBe(false);
    expect(await sats(net.world.feesAddress)).toBe(
      feesBefore + PRIORITY_QUEUE_BASE_FEE_SATS + RESERVATION_BASE_FEE_SATS,
    );
    // Priority queue, then the standard queue, then the initial provider.
    expect(reservation.providerIds).toEqual([
      await bob.providerId(tokens.BUY),
      await alice.providerId(tokens.BUY),
      await owner.providerId(tokens.BUY),
    ]);
    expect(reservation.payments.map((payment) => payment.to)).toEqual([
      bob.receiver,
      alice.receiver,
      owner.receiver,
    ]);
    expect(reservation.tokenAmounts.slice(0, 2)).toEqual([97n * E18, 100n * E18]);
    const total = reservation.payments.reduce((sum, payment) => sum + payment.value, 0n);
    expect(total).toBe(reservation.totalSatoshis);
    expect(reservation.tokenAmounts.reduce((sum, t) => sum + t, 0n)).toBe(
      reservation.expectedAmountOut,
    );

    // The timelock output sits in carol's 3-block CSV address: counted, not spendable yet.
    const timelock = csvAddress(carol.account, delay);
    expect(await sats(timelock)).toBe(TIMELOCK_OUTPUT_SATS);
    expect((await utxosOf(timelock)).confirmed).toEqual([]);

    const early = carol.nativeSwap();
    early.setTransactionDetails(simulatedOutputs(reservation.payments));
    await expect(early.swap(token)).rejects.toThrow(
      reverted(
        fillTemplate(NATIVE_SWAP_REVERTS.tooEarlyToConsume, {
          createdAt: reservation.block,
          delay,
        }),
      ),
    );
    await net.mine(delay - 1);
    expect((await utxosOf(timelock)).confirmed.map((utxo) => utxo.value)).toEqual([
      TIMELOCK_OUTPUT_SATS.toString(),
    ]);

    const before = await Promise.all(reservation.payments.map((payment) => sats(payment.to)));
    const carolBefore = await carol.client.balanceOf(tokens.BUY);
    const swap = await carol.swap(tokens.BUY, reservation.payments);
    expect(swap.receipt.failed).toBe(false);
    const [executed] = typed(carol, swap, 'SwapExecuted');
    expect(executed).toMatchObject({ buyer: hex(carol), amountIn: reservation.totalSatoshis });
    const { amountOut, totalFees } = executed as { amountOut: bigint; totalFees: bigint };
    expect(amountOut + totalFees).toBe(reservation.expectedAmountOut);
    expect(await carol.client.balanceOf(tokens.BUY)).toBe(carolBefore + amountOut);
    // Both listings sold out; the initial provider sold the rest.
    expect(typed(carol, swap, 'ProviderFulfilled').map((event) => event.providerId)).toEqual([
      await bob.providerId(tokens.BUY),
      await alice.providerId(tokens.BUY),
    ]);

    // Each seller's 1-block CSV address received its sats in the swap transaction.
    for (const [index, payment] of reservation.payments.entries()) {
      expect(await sats(payment.to)).toBe((before[index] as bigint) + payment.value);
      const utxos = await utxosOf(payment.to);
      expect(utxos.confirmed).toContainEqual(
        expect.objectContaining({
          transactionId: swap.sent.transactionId,
          value: payment.value.toString(),
        }),
      );
    }
  });

  it('fills a partly paid reservation in part and sends the underpaid seller to the purge queue', async () => {
    const token = addressOf(tokens.PAY);
    await alice.list(tokens.PAY, 100n * E18);
    await bob.list(tokens.PAY, 100n * E18);
    const reservation = await carol.reserve(tokens.PAY, 150n * TOKEN_SATS);
    expect(reservation.payments.map((payment) => payment.to)).toEqual([
      alice.receiver,
      bob.receiver,
    ]);
    const [toAlice, toBob] = reservation.payments as [BtcOutput, BtcOutput];
    const half = { to: toBob.to, value: toBob.value / 2n };
    const swap = await carol.swap(tokens.PAY, [toAlice, half]);
    expect(swap.receipt.failed).toBe(false);

    const consumed = typed(carol, swap, 'ProviderConsumed');
    expect(consumed.map((event) => event.providerId)).toEqual([
      await alice.providerId(tokens.PAY),
      await bob.providerId(tokens.PAY),
    ]);
    const [aliceTokens, bobTokens] = consumed.map((event) => event.amountUsed as bigint) as [
      bigint,
      bigint,
    ];
    expect(aliceTokens).toBe(reservation.tokenAmounts[0]);
    // Half of bob's sats buy half of his reserved tokens, within the sat rounding.
    const bobReserved = reservation.tokenAmounts[1] as bigint;
    const offHalf = bobTokens - bobReserved / 2n;
    expect(offHalf < 0n ? -offHalf : offHalf).toBeLessThan(bobReserved / 100_000n);
    const [executed] = typed(carol, swap, 'SwapExecuted');
    expect(executed).toMatchObject({ amountIn: toAlice.value + half.value });
    const { amountOut, totalFees } = executed as { amountOut: bigint; totalFees: bigint };
    expect(amountOut + totalFees).toBe(aliceTokens + bobTokens);

    expect((await bob.nativeSwap().getProviderDetails(token)).properties).toMatchObject({
      liquidity: 100n * E18 - bobTokens,
      reserved: 0n,
      isPurged: true,
      isActive: true,
    });
    expect(
      (await bob.nativeSwap().getQueueDetails(token)).properties.standardPurgeQueueLength,
    ).toBe(1);
    expect((await bob.nativeSwap().getReserve(token)).properties.reservedLiquidity).toBe(0n);
  });
});

describe('expiry and purge', () => {
  it('holds an unpaid reservation until it expires, times its buyer out, and purges it for the next buyer', async () => {
    const token = addressOf(tokens.EXP);
    await alice.list(tokens.EXP, 100n * E18);
    const unpaid = await dave.reserve(tokens.EXP, 20n * TOKEN_SATS);
    await net.mine(RESERVATION_LIFETIME_BLOCKS);
    // Expired (the next block is past creation + 6) but nothing has purged it yet.
    expect(await net.height()).toBe(unpaid.block + RESERVATION_LIFETIME_BLOCKS);
    expect((await dave.nativeSwap().getReserve(token)).properties.reservedLiquidity).toBe(
      unpaid.expectedAmountOut,
    );
    await expect(dave.reserveSimulation(tokens.EXP, 20n * TOKEN_SATS)).rejects.toThrow(
      reverted(NATIVE_SWAP_REVERTS.userTimedOut),
    );

    const next = await erin.reserve(tokens.EXP, 10n * TOKEN_SATS);
    expect(typed(erin, next.call, 'ReservationPurged')).toEqual([
      expect.objectContaining({
        currentBlock: BigInt(next.block),
        purgingBlock: BigInt(unpaid.block),
        providerCount: 1,
        purgedAmount: unpaid.expectedAmountOut,
      }),
    ]);
    // Alice's listing went to the front of the line: the purge queue serves erin first.
    expect(next.providerIds[0]).toBe(await alice.providerId(tokens.EXP));
    expect((await erin.nativeSwap().getReserve(token)).properties.reservedLiquidity).toBe(
      next.expectedAmountOut,
    );

    // Dave's late swap still buys, at the current price, what it pays for (the fallback).
    const late = dave.nativeSwap();
    late.setTransactionDetails(simulatedOutputs(unpaid.payments));
    const fallback = await late.swap(token);
    expect(fallback.events.map((event) => event.type)).toContain('ReservationFallback');
    const [event] = fallback.events.filter((e) => e.type === 'ReservationFallback');
    expect(plainEvent(event!).values.expirationBlock).toBe(
      BigInt(unpaid.block + RESERVATION_LIFETIME_BLOCKS),
    );
  });
});

describe('reverts, as the client throws them', () => {
  it('refuses bad reservations, swaps, listings, pools and cancels with the contract text', async () => {
    const token = addressOf(tokens.REV);
    const noOutputs = { outputs: [] as BtcOutput[] };
    await expect(carol.reserveSimulation(tokens.REV, 100_000n, noOutputs)).rejects.toThrow(
      reverted(
        fillTemplate(NATIVE_SWAP_REVERTS.reservationFeeNotPaid, { received: 0, wanted: 5000 }),
      ),
    );
    await expect(
      carol.reserveSimulation(tokens.REV, 100_000n, {
        activationDelay: 2,
        outputs: [{ to: net.world.feesAddress, value: RESERVATION_BASE_FEE_SATS }],
      }),
    ).rejects.toThrow(
      reverted(fillTemplate(NATIVE_SWAP_REVERTS.proofOfFundsMissing, { received: 0, wanted: 330 })),
    );
    await expect(carol.reserveSimulation(tokens.REV, 10_000n)).rejects.toThrow(
      reverted(
        fillTemplate(NATIVE_SWAP_REVERTS.belowMinimumTradeSize, {
          amount: 10_000,
          minimum: MINIMUM_TRADE_SATS,
        }),
      ),
    );
    await expect(
      carol.reserveSimulation(tokens.REV, 100_000n, { activationDelay: 4 }),
    ).rejects.toThrow(
      reverted(fillTemplate(NATIVE_SWAP_REVERTS.activationDelayTooLong, { maximum: 3 })),
    );
    await expect(owner.reserveSimulation(tokens.REV, 100_000n)).rejects.toThrow(
      reverted(NATIVE_SWAP_REVERTS.reserveOwnLiquidity),
    );
    await expect(carol.nativeSwap().swap(token)).rejects.toThrow(
      reverted(NATIVE_SWAP_REVERTS.noValidReservation),
    );
    await expect(carol.nativeSwap().swap(addressOf(net.world.MOTO))).rejects.toThrow(
      reverted(NATIVE_SWAP_REVERTS.noPoolExists),
    );

    await expect(alice.createPool(tokens.REV, FLOOR_PRICE, E18)).rejects.toThrow(
      reverted(NATIVE_SWAP_REVERTS.onlyTokenOwner),
    );
    await expect(owner.createPool(tokens.REV, FLOOR_PRICE, E18)).rejects.toThrow(
      reverted(NATIVE_SWAP_REVERTS.baseQuoteAlreadySet),
    );
    const listing = (priority: boolean, amount = 100n * E18) =>
      alice
        .nativeSwap()
        .listLiquidity(token, publicKeyOf(alice.account), alice.receiver, amount, priority);
    await expect(listing(true)).rejects.toThrow(reverted(NATIVE_SWAP_REVERTS.priorityFeeNotPaid));
    await expect(listing(false, E18 / 10n)).rejects.toThrow(
      /Error in calling function: NATIVE_SWAP: Liquidity value is too low in satoshis\. \(provided: \d+\.\)/,
    );
    await expect(owner.nativeSwap().cancelListing(token)).rejects.toThrow(
      reverted(NATIVE_SWAP_REVERTS.initialProviderCannotCancel),
    );

    // A listing with a reservation on it cannot be cancelled; its buyer cannot reserve again.
    await alice.list(tokens.REV, 100n * E18);
    const reservation = await carol.reserve(tokens.REV, 10n * TOKEN_SATS);
    await expect(alice.nativeSwap().cancelListing(token)).rejects.toThrow(
      reverted(
        fillTemplate(NATIVE_SWAP_REVERTS.cancelWhileReserved, {
          reserved: reservation.tokenAmounts[0] as bigint,
        }),
      ),
    );
    await expect(carol.reserveSimulation(tokens.REV, 100_000n)).rejects.toThrow(
      reverted(NATIVE_SWAP_REVERTS.activeReservation),
    );
  });
});

describe('cancelling a listing', () => {
  it('slashes 50 percent at first, rising to 90 percent over 2016 blocks, to staking', async () => {
    const token = addressOf(tokens.CAN);
    const sellers = [alice, bob, dave];
    for (const seller of sellers) {
      await seller.client.broadcast(
        seller
          .nativeSwap()
          .listLiquidity(token, publicKeyOf(seller.account), seller.receiver, 100n * E18, false),
      );
    }
    await net.mine();
    const listedAt = await net.height();
    // alice one block later, bob at 1012 blocks (70 percent), dave past 2020 blocks (90 percent).
    const ages = [1, 1_012, 2_100];
    const rates: bigint[] = [];
    for (const [index, listed] of sellers.entries()) {
      // The client keeps the epoch challenge for 10 s; a thousand blocks later it has expired,
      // so each seller comes back with a fresh client, as an app would after that long.
      const seller = new NativeUser(new AccountClient(net.url, listed.account), net.world);
      const age = ages[index] as number;
      const tipBeforeCancel = listedAt + age - 1;
      const height = await net.height();
      if (tipBeforeCancel > height) await net.mine(tipBeforeCancel - height);
      const cancelBlock = (await net.height()) + 1;
      expect(cancelBlock - listedAt).toBe(age);
      const rate = unlistingPenaltyBps(listedAt, cancelBlock);
      rates.push(rate);
      const { penalty, refund } = unlistingSettlement(100n * E18, rate);
      const sellerBefore = await seller.client.balanceOf(tokens.CAN);
      const stakingBefore = await stakingBalance(tokens.CAN);
      const canceled = await seller.client.send(seller.nativeSwap().cancelListing(token));
      expect(typed(seller, canceled, 'ListingCanceled')).toEqual([{ amount: refund, penalty }]);
      expect(await seller.client.balanceOf(tokens.CAN)).toBe(sellerBefore + refund);
      expect((await stakingBalance(tokens.CAN)) - stakingBefore).toBe(penalty);
      expect((await seller.nativeSwap().getProviderDetails(token)).properties.isActive).toBe(false);
      await seller.client.close();
    }
    expect(rates).toEqual([5_000n, 7_000n, 9_000n]);
  });
});

describe('withdraw mode, through the client', () => {
  // The last test of the file: withdraw mode is one way and stops every other NativeSwap call.
  it('stops trading and gives each provider its whole listing back, the initial liquidity too', async () => {
    const token = addressOf(tokens.CAN);
    // Fresh clients: the earlier test mined past the epoch challenge the first ones hold.
    const [deployer, seller] = [owner, erin].map(
      (user) => new NativeUser(new AccountClient(net.url, user.account), net.world),
    ) as [NativeUser, NativeUser];
    await seller.list(tokens.CAN, 100n * E18);
    await expect(seller.nativeSwap().withdrawListing(token)).rejects.toThrow(
      reverted(NATIVE_SWAP_REVERTS.withdrawModeNotActive),
    );
    expect((await seller.nativeSwap().isWithdrawModeActive()).properties.active).toBe(false);

    await deployer.client.send(deployer.nativeSwap().activateWithdrawMode());
    expect((await seller.nativeSwap().isWithdrawModeActive()).properties.active).toBe(true);
    await expect(seller.list(tokens.CAN, 100n * E18)).rejects.toThrow(
      reverted(NATIVE_SWAP_REVERTS.withdrawModeActive),
    );

    const providerId = await seller.providerId(tokens.CAN);
    const before = await seller.client.balanceOf(tokens.CAN);
    const withdrawn = await seller.client.send(seller.nativeSwap().withdrawListing(token));
    expect(typed(seller, withdrawn, 'WithdrawListing')).toEqual([
      { amount: 100n * E18, tokenAddress: tokens.CAN, providerId, sender: hex(seller) },
    ]);
    expect(await seller.client.balanceOf(tokens.CAN)).toBe(before + 100n * E18);

    // The pool's creator takes its initial liquidity back as well.
    const created = (await deployer.nativeSwap().getProviderDetails(token)).properties.liquidity;
    expect(created).toBeGreaterThan(0n);
    const creatorBefore = await deployer.client.balanceOf(tokens.CAN);
    await deployer.client.send(deployer.nativeSwap().withdrawListing(token));
    expect(await deployer.client.balanceOf(tokens.CAN)).toBe(creatorBefore + created);
    await Promise.all([deployer.client.close(), seller.client.close()]);
  });
});
