import type { Address } from '@btc-vision/transaction';
import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import { describe, expect, it } from 'vitest';
import { toAddress } from '../../seed/calldata.ts';
import { STAKING_ABI, type StakingContract } from '@opswap/protocol/staking/staking-abi';
import { ContractHarness, account, plainEvents } from '../../../test/support/contract-harness.ts';
import { STAKING_REVERTS, STAKING_REWARD_PRECISION } from './motoswap-staking.ts';
import { E18 } from '../../../test/support/test-world.ts';

const alice = account('alice');
const bob = account('bob');
const carol = account('carol');

/** The staking contract through the client, with the product's ABI (compound included). */
const stakingAs = (harness: ContractHarness, address: string, sender: Address) =>
  harness.contract<StakingContract>(STAKING_ABI, address, sender);

function setup(stakingArgs: Record<string, string> = {}) {
  const harness = new ContractHarness();
  const holders = [alice, bob, carol];
  const mints = holders.map((holder) => `${holder.toHex()}:${1_000_000n * E18}`);
  const moto = harness.deploy('MOTO', 'MOTO', { initialMints: mints });
  const pill = harness.deploy('OP20', 'PILL', {
    name: 'Orange Pill',
    symbol: 'PILL',
    maxSupply: (10n ** 9n * E18).toString(),
    initialMints: mints,
  });
  const staking = harness.deploy('MotoSwapStaking', 'staking', { moto, ...stakingArgs });
  const as = (sender: Address = alice) => stakingAs(harness, staking, sender);
  const admin = () => as(harness.deployer);

  const stake = async (user: Address, amount: bigint) => {
    await harness.send(harness.moto(moto, user).increaseAllowance(toAddress(staking), amount));
    return harness.send(as(user).stake(amount));
  };
  /** A fee arriving the way NativeSwap and the AMM pay it: a plain transfer, no callback. */
  const payFee = (token: string, amount: bigint) =>
    harness.send(harness.op20(token, carol).transfer(toAddress(staking), amount));
  const pending = async (user: Address, token: string) =>
    (await as().pendingReward(user, toAddress(token))).properties.pendingReward;
  const balance = async (token: string, owner: Address) =>
    (await harness.op20(token, owner).balanceOf(owner)).properties.balance;
  const stakeOf = async (user: Address) => (await as().balanceOf(user)).properties.balance;
  const slashingFeeOf = async (user: Address, amount: bigint) =>
    (await as().calculateSlashingFee(user, amount)).properties.rewardDebt;
  /** Mines until the next block is `age` blocks after `block`. */
  const ageTo = (block: bigint, age: bigint) =>
    harness.mine(block + age - 1n - harness.blockNumber);

  return {
    harness,
    moto,
    pill,
    staking,
    as,
    admin,
    stake,
    payFee,
    pending,
    balance,
    stakeOf,
    slashingFeeOf,
    ageTo,
  };
}

describe('MotoSwapStaking deployment', () => {
  it('knows MOTO, enables it as the first reward token, and starts with nothing staked', async () => {
    const { as, moto, harness } = setup();
    expect((await as().motoAddress()).properties.motoAddress.toHex()).toBe(moto);
    const tokens = (await as().enabledRewardTokens()).properties.enabledRewardTokens;
    expect(tokens.map((token) => token.toHex())).toEqual([moto]);
    expect((await as().totalSupply()).properties.totalSupply).toBe(0n);
    expect((await as().admin()).properties.adminAddress.toHex()).toBe(harness.deployer.toHex());
    expect((await as().status()).properties.status).toBe(0n);
  });
});

describe('MotoSwapStaking rewards', () => {
  it('shares fees that arrive between interactions pro rata to the stake at the time', async () => {
    const { admin, harness, pill, staking, stake, payFee, pending, balance, as } = setup();
    await harness.send(admin().adminAddRewardToken(toAddress(pill)));
    await stake(alice, 100n * E18);
    await stake(bob, 300n * E18);

    await payFee(pill, 400n * E18);
    expect(await pending(alice, pill)).toBe(100n * E18);
    expect(await pending(bob, pill)).toBe(300n * E18);

    // Alice's extra stake settles her 100 PILL first; later fees split 300 : 300.
    await stake(alice, 200n * E18);
    expect((await as().rewardBalance(alice, toAddress(pill))).properties.rewardBalance).toBe(
      100n * E18,
    );
    expect((await as().rewardDebt(alice, toAddress(pill))).properties.rewardDebt).toBe(300n * E18);
    await payFee(pill, 600n * E18);
    await payFee(pill, 60n * E18);
    expect(await pending(alice, pill)).toBe(430n * E18);
    expect(await pending(bob, pill)).toBe(630n * E18);

    const before = await balance(pill, alice);
    const claim = await harness.send(as(alice).claimRewards());
    expect(await balance(pill, alice)).toBe(before + 430n * E18);
    expect(harness.events(claim)).toEqual([
      {
        contract: pill,
        type: 'Transferred',
        operator: staking,
        from: staking,
        to: alice.toHex(),
        amount: 430n * E18,
      },
    ]);
    expect(await pending(alice, pill)).toBe(0n);
    expect(await pending(bob, pill)).toBe(630n * E18);
    expect((await as().lastInteractedBlock(alice)).properties.lastInteractedBlock).toBe(
      harness.blockNumber,
    );
  });

  it('pays MOTO fees without touching the staked principal', async () => {
    const { harness, moto, stake, payFee, pending, balance, as, stakeOf } = setup();
    await stake(alice, 50n * E18);
    await stake(bob, 150n * E18);
    await payFee(moto, 20n * E18);
    expect(await pending(alice, moto)).toBe(5n * E18);
    expect(await pending(bob, moto)).toBe(15n * E18);
    const before = await balance(moto, bob);
    await harness.send(as(bob).claimRewards());
    expect(await balance(moto, bob)).toBe(before + 15n * E18);
    expect(await stakeOf(bob)).toBe(150n * E18);
    expect((await as().totalSupply()).properties.totalSupply).toBe(200n * E18);
  });

  it('gives fees that arrived while nobody staked to the first stakers', async () => {
    const { admin, harness, pill, stake, payFee, pending } = setup();
    await harness.send(admin().adminAddRewardToken(toAddress(pill)));
    await payFee(pill, 90n * E18);
    await stake(alice, 10n * E18);
    expect(await pending(alice, pill)).toBe(90n * E18);
  });

  it('keeps a removed token owed and stops sharing it until it is enabled again', async () => {
    const { admin, harness, pill, staking, stake, payFee, pending, balance, as } = setup();
    await harness.send(admin().adminAddRewardToken(toAddress(pill)));
    await stake(alice, 10n * E18);
    await payFee(pill, 10n * E18);
    const removed = await harness.send(admin().adminRemoveRewardToken(toAddress(pill)));
    expect(harness.events(removed)).toEqual([
      { contract: staking, type: 'RewardTokenRemoved', token: pill },
    ]);
    await payFee(pill, 30n * E18);
    await stake(bob, 10n * E18);
    expect(await pending(alice, pill)).toBe(10n * E18);
    const before = await balance(pill, alice);
    await harness.send(as(alice).claimRewards());
    expect(await balance(pill, alice)).toBe(before);

    await harness.send(admin().adminAddRewardToken(toAddress(pill)));
    expect(await pending(alice, pill)).toBe(25n * E18);
    expect(await pending(bob, pill)).toBe(15n * E18);
  });
});

describe('MotoSwapStaking receiving tokens', () => {
  it('accepts a safeTransfer (a wallet send) and shares it as reward', async () => {
    const { harness, moto, staking, stake, pending } = setup();
    await stake(alice, 100n * E18);
    await harness.send(
      harness.moto(moto, carol).safeTransfer(toAddress(staking), 8n * E18, new Uint8Array()),
    );
    expect(await pending(alice, moto)).toBe(8n * E18);
  });
});

describe('MotoSwapStaking compound', () => {
  it('restakes the MOTO reward, pays the other rewards and restarts the lock-up', async () => {
    const { admin, harness, moto, pill, staking, stake, payFee, pending, balance, as, stakeOf } =
      setup();
    await harness.send(admin().adminAddRewardToken(toAddress(pill)));
    await stake(alice, 100n * E18);
    await stake(bob, 300n * E18);
    await payFee(moto, 40n * E18);
    await payFee(pill, 8n * E18);
    harness.mine(500n);

    const motoBefore = await balance(moto, alice);
    const pillBefore = await balance(pill, alice);
    const compound = await harness.send(as(alice).compound());
    expect(await stakeOf(alice)).toBe(110n * E18);
    expect((await as().totalSupply()).properties.totalSupply).toBe(410n * E18);
    expect(await balance(moto, alice)).toBe(motoBefore);
    expect(await balance(pill, alice)).toBe(pillBefore + 2n * E18);
    expect(harness.events(compound)).toEqual([
      {
        contract: pill,
        type: 'Transferred',
        operator: staking,
        from: staking,
        to: alice.toHex(),
        amount: 2n * E18,
      },
    ]);
    expect(await pending(alice, moto)).toBe(0n);
    expect(await pending(alice, pill)).toBe(0n);
    // The restaked MOTO left the rewards: Bob's share is untouched and nothing is owed twice.
    expect(await pending(bob, moto)).toBe(30n * E18);
    expect((await as().lastInteractedBlock(alice)).properties.lastInteractedBlock).toBe(
      harness.blockNumber,
    );
    expect((await as().calculateSlashingFee(alice, 110n * E18)).properties.rewardDebt).toBe(
      22n * E18,
    );

    // New fees are shared by the new stakes, 110 : 300.
    await payFee(moto, 41n * E18);
    expect(await pending(alice, moto)).toBe(11n * E18);
    expect(await pending(bob, moto)).toBe(60n * E18);
  });

  it('reverts when no MOTO reward is pending, even with other rewards', async () => {
    const { admin, harness, pill, stake, payFee, as } = setup();
    await harness.send(admin().adminAddRewardToken(toAddress(pill)));
    await expect(as(alice).compound()).rejects.toThrow(STAKING_REVERTS.nothingToCompound);
    await stake(alice, 100n * E18);
    await payFee(pill, 8n * E18);
    await expect(as(alice).compound()).rejects.toThrow(STAKING_REVERTS.nothingToCompound);
  });

  it('is closed with staking once emergency withdrawals are on', async () => {
    const { admin, harness, moto, stake, payFee, as } = setup();
    await stake(alice, 100n * E18);
    await payFee(moto, 4n * E18);
    await harness.send(admin().adminEnableEmergencyWithdrawals());
    await expect(as(alice).compound()).rejects.toThrow(STAKING_REVERTS.stakingClosed);
  });
});

describe('MotoSwapStaking unstaking and slashing', () => {
  it('slashes 20 percent at first, one percent less every 100 blocks, nothing after 2000', async () => {
    const { stake, slashingFeeOf, ageTo, harness } = setup();
    await stake(alice, 1000n * E18);
    const staked = harness.blockNumber;
    const feeAt = async (age: bigint) => {
      ageTo(staked, age);
      return slashingFeeOf(alice, 1000n * E18);
    };
    expect(await feeAt(1n)).toBe(200n * E18);
    expect(await feeAt(99n)).toBe(200n * E18);
    expect(await feeAt(100n)).toBe(190n * E18);
    expect(await feeAt(1050n)).toBe(100n * E18);
    expect(await feeAt(1999n)).toBe(10n * E18);
    expect(await feeAt(2000n)).toBe(0n);
  });

  it('returns the stake minus the fee, pays the rewards, and gives the fee to the others', async () => {
    const { harness, moto, pill, admin, stake, payFee, pending, balance, as, stakeOf, ageTo } =
      setup();
    await harness.send(admin().adminAddRewardToken(toAddress(pill)));
    await stake(alice, 400n * E18);
    const staked = harness.blockNumber;
    await stake(bob, 100n * E18);
    await payFee(pill, 50n * E18);

    ageTo(staked, 550n);
    const motoBefore = await balance(moto, alice);
    const pillBefore = await balance(pill, alice);
    const unstake = await harness.send(as(alice).unstake());
    // 15 percent of 400 MOTO stays behind.
    expect(await balance(moto, alice)).toBe(motoBefore + 340n * E18);
    expect(await balance(pill, alice)).toBe(pillBefore + 40n * E18);
    expect(await stakeOf(alice)).toBe(0n);
    expect((await as().totalSupply()).properties.totalSupply).toBe(100n * E18);
    expect(await pending(bob, moto)).toBe(60n * E18);
    expect(await pending(bob, pill)).toBe(10n * E18);
    expect(harness.events(unstake).map((event) => [event.type, event.to, event.amount])).toEqual([
      ['Transferred', alice.toHex(), 340n * E18],
      ['Transferred', alice.toHex(), 40n * E18],
    ]);

    const bobBefore = await balance(moto, bob);
    await harness.send(as(bob).unstake());
    // Bob staked in the same block series: 549 blocks ago, 15 percent too, and no one is left.
    expect(await balance(moto, bob)).toBe(bobBefore + 85n * E18 + 60n * E18);
    expect((await as().totalSupply()).properties.totalSupply).toBe(0n);
  });

  it('lets the next staker collect the fee left when the last staker leaves', async () => {
    const { harness, moto, stake, pending, as } = setup();
    await stake(alice, 100n * E18);
    await harness.send(as(alice).unstake());
    await stake(bob, 1n * E18);
    expect(await pending(bob, moto)).toBe(20n * E18);
  });

  it('restarts the lock-up on stake and claim', async () => {
    const { harness, stake, slashingFeeOf, ageTo, as } = setup();
    await stake(alice, 100n * E18);
    ageTo(harness.blockNumber, 1500n);
    expect(await slashingFeeOf(alice, 100n * E18)).toBe(5n * E18);
    await harness.send(as(alice).claimRewards());
    expect(await slashingFeeOf(alice, 100n * E18)).toBe(20n * E18);
  });

  it('uses the lock-up parameters the admin sets', async () => {
    const { harness, admin, stake, slashingFeeOf, ageTo } = setup();
    await harness.send(admin().adminChangeLockupParameters(300n, 50n, 10n));
    await stake(alice, 100n * E18);
    const staked = harness.blockNumber;
    ageTo(staked, 120n);
    expect(await slashingFeeOf(alice, 100n * E18)).toBe(38n * E18);
    ageTo(staked, 300n);
    expect(await slashingFeeOf(alice, 100n * E18)).toBe(0n);
  });

  it('refuses to unstake nothing', async () => {
    const { as } = setup();
    await expect(as(alice).unstake()).rejects.toThrow(STAKING_REVERTS.nothingStaked);
  });
});

describe('MotoSwapStaking emergency withdrawals', () => {
  it('returns the whole stake and the rewards without a fee, and closes staking', async () => {
    const { harness, moto, admin, stake, payFee, balance, as, slashingFeeOf } = setup();
    await stake(alice, 100n * E18);
    await payFee(moto, 7n * E18);
    await harness.send(admin().adminEnableEmergencyWithdrawals());
    expect(await slashingFeeOf(alice, 100n * E18)).toBe(0n);
    const before = await balance(moto, alice);
    await harness.send(as(alice).unstake());
    expect(await balance(moto, alice)).toBe(before + 107n * E18);
    await expect(as(bob).stake(1n)).rejects.toThrow(STAKING_REVERTS.stakingClosed);
    await expect(admin().adminEnableEmergencyWithdrawals()).rejects.toThrow(
      STAKING_REVERTS.emergencyAlreadyEnabled,
    );
  });
});

describe('MotoSwapStaking administration', () => {
  it('lets only the admin run admin methods', async () => {
    const { as, pill } = setup();
    const bobAs = as(bob);
    const calls = [
      bobAs.adminAddRewardToken(toAddress(pill)),
      bobAs.adminRemoveRewardToken(toAddress(pill)),
      bobAs.adminChangeMotoAddress(toAddress(pill)),
      bobAs.adminChangeLockupParameters(1n, 1n, 1n),
      bobAs.adminEnableEmergencyWithdrawals(),
      bobAs.changeAdmin(bob),
    ];
    for (const call of calls) await expect(call).rejects.toThrow(STAKING_REVERTS.onlyAdmin);
  });

  it('adds and removes reward tokens with events and clear reverts', async () => {
    const { harness, admin, pill, moto, as } = setup();
    const added = await admin().adminAddRewardToken(toAddress(pill));
    expect(plainEvents(added.events)).toEqual([{ type: 'RewardTokenAdded', token: pill }]);
    await harness.send(Promise.resolve(added));
    const tokens = (await as().enabledRewardTokens()).properties.enabledRewardTokens;
    expect(tokens.map((token) => token.toHex())).toEqual([moto, pill]);
    await expect(admin().adminAddRewardToken(toAddress(pill))).rejects.toThrow(
      STAKING_REVERTS.rewardTokenAlreadyEnabled,
    );
    await expect(admin().adminAddRewardToken(toAddress(DEAD_ADDRESS))).rejects.toThrow(
      STAKING_REVERTS.invalidToken,
    );
    await harness.send(admin().adminRemoveRewardToken(toAddress(pill)));
    await expect(admin().adminRemoveRewardToken(toAddress(pill))).rejects.toThrow(
      STAKING_REVERTS.rewardTokenNotEnabled,
    );
  });

  it('sets the MOTO address only while it is unset', async () => {
    const { harness, moto } = setup();
    const late = harness.deploy('MotoSwapStaking', 'late staking');
    const staking = stakingAs(harness, late, harness.deployer);
    await expect(stakingAs(harness, late, alice).stake(1n)).rejects.toThrow(
      STAKING_REVERTS.motoNotSet,
    );
    await harness.send(staking.adminChangeMotoAddress(toAddress(moto)));
    expect((await staking.motoAddress()).properties.motoAddress.toHex()).toBe(moto);
    await expect(staking.adminChangeMotoAddress(toAddress(moto))).rejects.toThrow(
      STAKING_REVERTS.motoAlreadySet,
    );
  });

  it('checks the lock-up parameters and hands the admin role over', async () => {
    const { harness, admin, as } = setup();
    await expect(admin().adminChangeLockupParameters(2000n, 101n, 100n)).rejects.toThrow(
      STAKING_REVERTS.maxSlashingFee,
    );
    await expect(admin().adminChangeLockupParameters(2000n, 20n, 0n)).rejects.toThrow(
      STAKING_REVERTS.blocksPerPercent,
    );
    await expect(admin().changeAdmin(toAddress(DEAD_ADDRESS))).rejects.toThrow(
      STAKING_REVERTS.invalidAdmin,
    );
    await harness.send(admin().changeAdmin(bob));
    expect((await as().admin()).properties.adminAddress.toHex()).toBe(bob.toHex());
    await harness.send(as(bob).adminEnableEmergencyWithdrawals());
  });

  it('refuses a zero stake and a stake beyond the allowance', async () => {
    const { as } = setup();
    await expect(as(alice).stake(0n)).rejects.toThrow(STAKING_REVERTS.amountZero);
    await expect(as(alice).stake(1n)).rejects.toThrow('Insufficient allowance');
  });
});

describe('MotoSwapStaking accounting under random use', () => {
  it('never owes more than it holds and leaves only rounding dust unshared', async () => {
    const { harness, moto, pill, staking, admin, stake, payFee, pending, as, stakeOf } = setup();
    await harness.send(admin().adminAddRewardToken(toAddress(pill)));
    const users = [alice, bob, account('dave')];
    await harness.send(harness.moto(moto, alice).transfer(users[2] as Address, 10_000n * E18));
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return (seed >>> 16) % below;
    };
    const holdings = async (token: string) => {
      const held = (await harness.op20(token, alice).balanceOf(toAddress(staking))).properties
        .balance;
      const principal = token === moto ? (await as().totalSupply()).properties.totalSupply : 0n;
      return held - principal;
    };

    for (let step = 0; step < 120; step++) {
      const user = users[random(users.length)] as Address;
      const action = random(6);
      if (action <= 1) await stake(user, BigInt(1 + random(500)) * E18 + BigInt(random(1000)));
      else if (action === 2 && (await stakeOf(user)) > 0n) await harness.send(as(user).unstake());
      else if (action === 3 && (await pending(user, moto)) > 0n && random(2) === 0)
        await harness.send(as(user).compound());
      else if (action === 3) await harness.send(as(user).claimRewards());
      else if (action === 4)
        await payFee(random(2) === 0 ? moto : pill, BigInt(1 + random(99)) * E18 + 7n);
      else harness.mine(BigInt(random(300)));

      const total = (await as().totalSupply()).properties.totalSupply;
      for (const token of [moto, pill]) {
        let owed = 0n;
        for (const holder of users) owed += await pending(holder, token);
        const held = await holdings(token);
        expect(owed).toBeLessThanOrEqual(held);
        // Unshared: the last share's remainder (under total / precision) and a wei per settlement.
        const dust = total / STAKING_REWARD_PRECISION + 2n + BigInt(users.length * (step + 1));
        if (total > 0n) expect(held - owed).toBeLessThanOrEqual(dust);
      }
    }
  });
});
