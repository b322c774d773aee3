// MOTO staking with the product's ABI (compound included) through the unmodified opnet client
// over HTTP: rewards grow only when fees reach the contract, compound restakes the MOTO reward,
// and an early unstake is cut by exactly what calculateSlashingFee said.
import { getContract } from 'opnet';
import { STAKING_ABI, type StakingContract } from '@opswap/protocol/staking/staking-abi';
import { COMPOUND_REVERTS } from '@opswap/protocol/staking/staking-reverts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevAccount } from '../src/accounts/dev-accounts.ts';
import { AccountClient, addressOf, network } from './support/account-client.ts';
import { startNativeTestDevnet, type NativeTestDevnet } from './support/native-world.ts';
import { E18 } from './support/test-world.ts';

let net: NativeTestDevnet;
let staker: AccountClient;
let payer: AccountClient;
let MOTO: string;

const staking = (client: AccountClient): StakingContract =>
  getContract<StakingContract>(
    net.world.staking,
    STAKING_ABI,
    client.provider,
    network,
    client.address,
  );
const pendingMoto = async () =>
  (await staking(staker).pendingReward(staker.address, addressOf(MOTO))).properties.pendingReward;
const staked = async () => (await staking(staker).balanceOf(staker.address)).properties.balance;
/** A fee reaching staking the way NativeSwap and MotoSwap pay it: a plain MOTO transfer. */
const payFee = (amount: bigint) =>
  payer.send(payer.token(MOTO).transfer(addressOf(net.world.staking), amount));

beforeAll(async () => {
  net = await startNativeTestDevnet();
  [, staker, payer] = net.clients as [AccountClient, AccountClient, AccountClient];
  MOTO = net.world.MOTO;
  await staker.send(
    staker.token(MOTO).increaseAllowance(addressOf(net.world.staking), 10_000n * E18),
  );
});

afterAll(async () => {
  if (staker !== net?.clients[1]) await staker?.close();
  await net?.close();
});

describe('MOTO staking with compound, through the opnet client', () => {
  it('stakes; pending rewards stay 0 over mined blocks and grow with each fee', async () => {
    const stake = await staker.send(staking(staker).stake(1_000n * E18));
    expect(stake.receipt.failed).toBe(false);
    expect(await staked()).toBe(1_000n * E18);
    await net.mine(3);
    expect(await pendingMoto()).toBe(0n);
    // The only staker: every fee is hers, to the wei while the accumulator divides exactly.
    await payFee(50n * E18);
    expect(await pendingMoto()).toBe(50n * E18);
    await net.mine(2);
    await payFee(10n * E18);
    expect(await pendingMoto()).toBe(60n * E18);
  });

  it('compounds: the pending MOTO moves into the stake, the wallet is untouched', async () => {
    const wallet = await staker.balanceOf(MOTO);
    const pending = await pendingMoto();
    const compound = await staker.send(staking(staker).compound());
    expect(compound.receipt.failed).toBe(false);
    expect(await staked()).toBe(1_000n * E18 + pending);
    expect((await staking(staker).totalSupply()).properties.totalSupply).toBe(
      1_000n * E18 + pending,
    );
    expect(await staker.balanceOf(MOTO)).toBe(wallet);
    expect(await pendingMoto()).toBe(0n);
    expect(
      (await staking(staker).lastInteractedBlock(staker.address)).properties.lastInteractedBlock,
    ).toBe(BigInt(compound.mined.blockNumber));
    await expect(staking(staker).compound()).rejects.toThrow(COMPOUND_REVERTS.nothingToCompound);
  });

  it('claims what is pending', async () => {
    await payFee(30n * E18);
    const pending = await pendingMoto();
    // Shared by 1,060 staked MOTO now: the accumulator's rounding leaves a few wei unshared.
    expect(pending).toBeLessThanOrEqual(30n * E18);
    expect(30n * E18 - pending).toBeLessThan(1_000n);
    const wallet = await staker.balanceOf(MOTO);
    await staker.send(staking(staker).claimRewards());
    expect(await staker.balanceOf(MOTO)).toBe(wallet + pending);
    expect(await pendingMoto()).toBe(0n);
  });

  it('unstakes everything, minus exactly the slashing fee it showed before', async () => {
    await net.mine(250);
    // The old client's cached epoch challenge is too old after 250 blocks: a fresh client.
    staker = new AccountClient(net.url, net.accounts[1] as DevAccount);
    const all = await staked();
    const { rewardDebt: fee } = (await staking(staker).calculateSlashingFee(staker.address, all))
      .properties;
    // 251 blocks after the claim: 20 percent less two 100-block steps.
    expect(fee).toBe((all * 18n) / 100n);
    const wallet = await staker.balanceOf(MOTO);
    const unstake = await staker.send(staking(staker).unstake());
    expect(unstake.receipt.failed).toBe(false);
    expect(await staker.balanceOf(MOTO)).toBe(wallet + all - fee);
    expect(await staked()).toBe(0n);
    expect((await staking(staker).totalSupply()).properties.totalSupply).toBe(0n);
  });
});
