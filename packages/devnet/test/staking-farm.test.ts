// MOTO staking and the MOTO farm through the unmodified opnet client over HTTP: staking rewards
// come from NativeSwap swap fees, an early unstake is slashed, the farm mints MOTO per block.
import { MOTO_ABI, getContract, type IMoto } from 'opnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountClient, addressOf, network } from './support/account-client.ts';
import { plainEvents } from './support/events.ts';
import {
  FARM,
  FARM_BTC_FEE_BPS,
  NativeUser,
  simulatedOutputs,
  startNativeTestDevnet,
  extraOutputs,
  type NativeTestDevnet,
} from './support/native-world.ts';
import { E18 } from './support/test-world.ts';

const ALLOWANCE = 10n ** 30n;
/** 1 MOTO = 10,000 sats. */
const MOTO_FLOOR_PRICE = 10n ** 14n;
const MOTO_POOL = 1;
const BTC_POOL = 0;

let net: NativeTestDevnet;
let owner: NativeUser;
let alice: NativeUser;
let bob: NativeUser;
let carol: NativeUser;
let dave: NativeUser;
let erin: NativeUser;
let MOTO: string;

beforeAll(async () => {
  net = await startNativeTestDevnet();
  const user = (index: number) => new NativeUser(net.clients[index] as AccountClient, net.world);
  [owner, alice, bob, carol, dave, erin] = [user(0), user(1), user(2), user(3), user(4), user(5)];
  MOTO = net.world.MOTO;
  await owner.client.send(
    owner.client.token(MOTO).increaseAllowance(addressOf(net.world.nativeSwap), ALLOWANCE),
  );
  const created = await owner.client.send(owner.createPool(MOTO, MOTO_FLOOR_PRICE, 100_000n * E18));
  expect(created.receipt.failed).toBe(false);
});

afterAll(async () => {
  await net?.close();
});

const moto = (user: NativeUser) =>
  getContract<IMoto>(MOTO, MOTO_ABI, user.client.provider, network, user.account.address);
const pendingMoto = async (user: NativeUser, token = MOTO) =>
  (await user.staking().pendingReward(user.account.address, addressOf(token))).properties
    .pendingReward;

describe('MOTO staking', () => {
  it('needs an allowance, stakes, and shares NativeSwap swap fees pro rata', async () => {
    await expect(alice.staking().stake(E18)).rejects.toThrow(
      'Error in calling function: Insufficient allowance',
    );
    const staking = addressOf(net.world.staking);
    for (const user of [alice, bob]) {
      await user.client.broadcast(user.client.token(MOTO).increaseAllowance(staking, ALLOWANCE));
    }
    await net.mine();
    for (const [user, amount] of [
      [alice, 1_000n * E18],
      [bob, 3_000n * E18],
    ] as const) {
      const before = await user.client.balanceOf(MOTO);
      const staked = await user.client.send(user.staking().stake(amount));
      expect(staked.receipt.failed).toBe(false);
      expect(await user.client.balanceOf(MOTO)).toBe(before - amount);
      expect((await user.staking().balanceOf(user.account.address)).properties.balance).toBe(
        amount,
      );
    }
    expect((await alice.staking().totalSupply()).properties.totalSupply).toBe(4_000n * E18);
    expect((await alice.staking().enabledRewardTokens()).properties.enabledRewardTokens).toEqual([
      addressOf(MOTO),
    ]);

    // Carol buys MOTO from NativeSwap; the swap fee goes to staking as MOTO.
    const reservation = await carol.reserve(MOTO, 1_000_000n);
    const swap = await carol.swap(MOTO, reservation.payments);
    const executed = carol.events(swap).find((event) => event.type === 'SwapExecuted');
    const fee = (executed?.properties as { totalFees: bigint }).totalFees;
    expect(fee).toBeGreaterThan(0n);
    expect(await owner.client.balanceOf(MOTO, staking)).toBe(4_000n * E18 + fee);

    // Shared 1:3 by stake, rounded down per staked unit.
    const [aliceReward, bobReward] = [await pendingMoto(alice), await pendingMoto(bob)];
    expect(bobReward).toBe(3n * aliceReward);
    expect(fee - (aliceReward + bobReward)).toBeGreaterThanOrEqual(0n);
    expect(fee - (aliceReward + bobReward)).toBeLessThan(4_000n);
  });

  it('pays a claim exactly what was pending', async () => {
    const pending = await pendingMoto(alice);
    const before = await alice.client.balanceOf(MOTO);
    const claim = await alice.client.send(alice.staking().claimRewards());
    expect(plainEvents(moto(alice).decodeEvents(claim.receipt.events))).toEqual([
      {
        type: 'Transferred',
        values: {
          operator: net.world.staking,
          from: net.world.staking,
          to: alice.account.opnetAddress,
          amount: pending,
        },
      },
    ]);
    expect(await alice.client.balanceOf(MOTO)).toBe(before + pending);
    expect(await pendingMoto(alice)).toBe(0n);
  });

  it('slashes an early unstake 20 percent and leaves the fee to the remaining stakers', async () => {
    const staked = 3_000n * E18;
    const { rewardDebt: fee } = (
      await bob.staking().calculateSlashingFee(bob.account.address, staked)
    ).properties;
    expect(fee).toBe((staked * 20n) / 100n);
    const reward = await pendingMoto(bob);
    const before = await bob.client.balanceOf(MOTO);
    const alicePending = await pendingMoto(alice);
    const unstaked = await bob.client.send(bob.staking().unstake());
    expect(unstaked.receipt.failed).toBe(false);
    expect(await bob.client.balanceOf(MOTO)).toBe(before + staked - fee + reward);
    expect((await bob.staking().totalSupply()).properties.totalSupply).toBe(1_000n * E18);
    // Alice is the only staker left: the slashed MOTO is hers (plus earlier rounding dust).
    const gained = (await pendingMoto(alice)) - alicePending;
    expect(gained).toBeGreaterThanOrEqual(fee);
    expect(gained - fee).toBeLessThan(4_000n);
  });
});

describe('the MOTO farm', () => {
  /** Per block, pool 1 (MOTO) earns half of the farm's MOTO. */
  const perBlock =
    (FARM.motoPerBlock * FARM.motoAllocPoint) / (FARM.btcAllocPoint + FARM.motoAllocPoint);

  it('accrues MOTO per block on a deposit and mints it on harvest', async () => {
    await dave.client.send(
      dave.client.token(MOTO).increaseAllowance(addressOf(net.world.motoChef), ALLOWANCE),
    );
    const deposited = await dave.client.send(
      dave.motoChef().deposit(MOTO_POOL, 500n * E18, dave.account.address),
    );
    const depositBlock = BigInt(deposited.mined.blockNumber);
    const chef = dave.motoChef();
    expect(
      chef.decodeEvents(deposited.receipt.events).find((e) => e.type === 'Deposited'),
    ).toBeDefined();
    expect((await chef.getUserInfo(MOTO_POOL, dave.account.address)).properties.amount).toBe(
      500n * E18,
    );
    // A read runs as the next block: one block of rewards, then one more per mined block.
    const pending = async () =>
      (await dave.motoChef().pendingMoto(MOTO_POOL, dave.account.address)).properties.pendingMoto;
    expect(await pending()).toBe(perBlock);
    await net.mine(4);
    expect(await pending()).toBe(5n * perBlock);

    const supplyBefore = (await moto(dave).totalSupply()).properties.totalSupply;
    const balanceBefore = await dave.client.balanceOf(MOTO);
    const harvest = await dave.client.send(
      dave.motoChef().harvest(MOTO_POOL, dave.account.address),
    );
    const harvestBlock = BigInt(harvest.mined.blockNumber);
    const expected = (harvestBlock - depositBlock) * perBlock;
    expect(
      plainEvents(dave.motoChef().decodeEvents(harvest.receipt.events)).filter(
        (event) => event.type === 'Harvested',
      ),
    ).toEqual([
      {
        type: 'Harvested',
        values: { user: dave.account.opnetAddress, poolId: MOTO_POOL, amount: expected },
      },
    ]);
    expect(await dave.client.balanceOf(MOTO)).toBe(balanceBefore + expected);
    expect((await moto(dave).totalSupply()).properties.totalSupply).toBe(supplyBefore + expected);
  });

  it('stakes BTC virtually for a fee to the treasury, and pays its rewards on unstake', async () => {
    const amount = 1_000_000n;
    const fee = (amount * FARM_BTC_FEE_BPS) / 10_000n;
    const treasuryBefore = await erin.client.provider.getBalance(net.world.feesAddress);
    const outputs = [{ to: net.world.feesAddress, value: fee }];
    const unpaid = erin.motoChef();
    await expect(unpaid.stakeBTC(amount)).rejects.toThrow(
      `Error in calling function: Missing BTC fee output: ${fee} sats to ${net.world.feesAddress}`,
    );
    const chef = erin.motoChef();
    chef.setTransactionDetails(simulatedOutputs(outputs));
    const staked = await erin.client.send(chef.stakeBTC(amount), {
      extraOutputs: extraOutputs(outputs),
    });
    const event = erin
      .motoChef()
      .decodeEvents(staked.receipt.events)
      .find((e) => e.type === 'BTCStaked');
    expect((event?.properties as { netAmount: bigint }).netAmount).toBe(amount - fee);
    expect((await erin.motoChef().totalBTCStaked()).properties.totalBTCStaked).toBe(amount - fee);
    expect(await erin.client.provider.getBalance(net.world.feesAddress)).toBe(treasuryBefore + fee);

    await net.mine(2);
    const pending = (await erin.motoChef().pendingMoto(BTC_POOL, erin.account.address)).properties
      .pendingMoto;
    // Three blocks of pool 0's rewards, less the accumulator's rounding (990,000 staked sats).
    expect(3n * perBlock - pending).toBeGreaterThanOrEqual(0n);
    expect(3n * perBlock - pending).toBeLessThan(10n);
    const before = await erin.client.balanceOf(MOTO);
    const unstaked = await erin.client.send(erin.motoChef().unstakeBTC());
    expect(unstaked.receipt.failed).toBe(false);
    expect(await erin.client.balanceOf(MOTO)).toBe(before + pending);
    expect((await erin.motoChef().totalBTCStaked()).properties.totalBTCStaked).toBe(0n);
  });
});
