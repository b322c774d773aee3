import type { Address } from '@btc-vision/transaction';
import { describe, expect, it } from 'vitest';
import { UINT256_MAX } from '@opswap/protocol/amount/units';
import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import { toAddress } from '../../seed/calldata.ts';
import { deriveContractAddress, saltOf } from '../../vm/contract-address.ts';
import {
  callWithOutputs,
  clients,
  output,
} from '../../../test/support/staking-farm-factory-clients.ts';
import { ContractHarness, account, plainEvents } from '../../../test/support/contract-harness.ts';
import { MOTOCHEF_REVERTS, btcFeeUnpaidRevert } from './motochef-base.ts';
import { ACC_PRECISION } from './reward-math.ts';
import { E18 } from '../../../test/support/test-world.ts';

const alice = account('alice');
const bob = account('bob');
const TREASURY = 'bcrt1p5384xp7jdxfqtskak98r2vf0th0jwuxwczsxu4ech5z2f7kaejmqm25f2c';
const OTHER = 'bcrt1pa9pz4s6n4evtjvdnel9649kfwez357l8d2wg7aezc9gsx5m0xyasqzut08';
/** MOTO per block, before allocation. */
const PER_BLOCK = 1000n * E18;
const BONUS = 10n;

interface SetupOptions {
  /** Make the farm MOTO's admin, so that it mints rewards. */
  mints?: boolean;
  premine?: bigint;
}

async function setup({ mints = true, premine = 0n }: SetupOptions = {}) {
  const harness = new ContractHarness();
  const deployer = harness.deployer;
  const holders = [alice, bob].map((holder) => `${holder.toHex()}:${1_000_000n * E18}`);
  const moto = harness.deploy('MOTO', 'MOTO', { initialMints: holders });
  const lp = harness.deploy('OP20', 'LP', {
    name: 'MOTO-LP',
    symbol: 'MOTO-LP',
    maxSupply: (10n ** 9n * E18).toString(),
    initialMints: holders,
  });
  const chefAddress = harness.deploy('MotoChef', 'MotoChef');
  if (mints) await harness.send(harness.moto(moto, deployer).changeAdmin(toAddress(chefAddress)));
  const chef = (sender: Address = alice) => clients(harness).motoChef(chefAddress, sender);
  const bonusEndBlock = harness.blockNumber + 40n;
  const init = await harness.send(
    chef(deployer).initialize(
      toAddress(moto),
      premine,
      deployer,
      PER_BLOCK,
      bonusEndBlock,
      BONUS,
      TREASURY,
      1000n,
      1000n,
    ),
  );
  // Pool 2: the LP token, half of all rewards.
  await harness.send(chef(deployer).add(2000n, toAddress(lp)));
  const lpPoolAdded = harness.blockNumber;

  const approve = async (token: string, user: Address) =>
    harness.send(harness.op20(token, user).increaseAllowance(toAddress(chefAddress), UINT256_MAX));
  const deposit = async (pid: number, user: Address, amount: bigint) =>
    harness.send(chef(user).deposit(pid, amount, user));
  const pending = async (pid: number, user: Address) =>
    (await chef().pendingMoto(pid, user)).properties.pendingMoto;
  const balance = async (token: string, owner: Address) =>
    (await harness.op20(token, owner).balanceOf(owner)).properties.balance;
  const userInfo = async (pid: number, user: Address) =>
    (await chef().getUserInfo(pid, user)).properties;
  /** Mines so that the next call runs in block `block`. */
  const nextBlockIs = (block: bigint) => harness.mine(block - 1n - harness.blockNumber);

  return {
    harness,
    deployer,
    moto,
    lp,
    chefAddress,
    chef,
    init,
    bonusEndBlock,
    lpPoolAdded,
    approve,
    deposit,
    pending,
    balance,
    userInfo,
    nextBlockIs,
  };
}

/** LP pool rewards per block: half of PER_BLOCK, times BONUS before the bonus end. */
const LP_PER_BLOCK = PER_BLOCK / 2n;

describe('MotoChef initialization', () => {
  it('creates the BTC pool and the MOTO pool, then Initialized', async () => {
    const { harness, init, chef, moto, lp, chefAddress, bonusEndBlock } = await setup();
    expect(harness.events(init).map((event) => event.type)).toEqual([
      'PoolAdded',
      'PoolAdded',
      'Initialized',
    ]);
    expect(harness.events(init)[1]).toEqual({
      contract: chefAddress,
      type: 'PoolAdded',
      poolId: 1,
      allocPoint: 1000n,
      lpToken: moto,
    });
    const tokens = (await chef().getLpTokens()).properties.lpTokens.map((token) => token.toHex());
    expect(tokens).toEqual([DEAD_ADDRESS, moto, lp]);
    expect((await chef().getPoolsLength()).properties.poolsLength).toBe(3);
    expect((await chef().totalAllocPoint()).properties.totalAllocPoint).toBe(4000n);
    expect((await chef().getMotoPerBlock()).properties.motoPerBlock).toBe(PER_BLOCK);
    expect((await chef().getBonusEndBlock()).properties.bonusEndBlock).toBe(bonusEndBlock);
    expect((await chef().getBonusMultiplier()).properties.bonusMultiplier).toBe(BONUS);
    expect((await chef().treasuryAddress()).properties.treasuryAddress).toBe(TREASURY);
    expect((await chef().owner()).properties.owner.toHex()).toBe(harness.deployer.toHex());
  });

  it('initializes once, by the owner only', async () => {
    const { chef, moto, deployer } = await setup();
    const again = (sender: Address) =>
      chef(sender).initialize(toAddress(moto), 0n, deployer, 1n, 0n, 1n, '', 1n, 1n);
    await expect(again(alice)).rejects.toThrow(MOTOCHEF_REVERTS.onlyOwner);
    await expect(again(deployer)).rejects.toThrow(MOTOCHEF_REVERTS.alreadyInitialized);
  });

  it('mints the premine to its recipient', async () => {
    const { balance, moto, deployer } = await setup({ premine: 5000n * E18 });
    expect(await balance(moto, deployer)).toBe(5000n * E18);
  });
});

describe('MotoChef rewards', () => {
  it('answers the bonus multiplier and its end block', async () => {
    const { chef, bonusEndBlock: end } = await setup();
    const multiplier = async (from: bigint, to: bigint) =>
      (await chef().getMultiplier(from, to)).properties.multiplier;
    expect(await multiplier(end - 5n, end)).toBe(50n);
    expect(await multiplier(end - 5n, end + 5n)).toBe(55n);
    expect(await multiplier(end, end + 5n)).toBe(5n);
  });

  it('pays per block by allocation and stake, ten times before the bonus end', async () => {
    const { harness, lp, moto, chef, approve, deposit, pending, balance, nextBlockIs } =
      await setup();
    const end = (await chef().getBonusEndBlock()).properties.bonusEndBlock;
    await approve(lp, alice);
    await approve(lp, bob);
    await deposit(2, alice, 100n * E18);
    const aliceIn = harness.blockNumber;

    nextBlockIs(aliceIn + 10n);
    expect(await pending(2, alice)).toBe(10n * BONUS * LP_PER_BLOCK);

    nextBlockIs(aliceIn + 12n);
    await deposit(2, bob, 300n * E18);
    const bobIn = harness.blockNumber;

    const after = end + 7n;
    nextBlockIs(after);
    const shared = (end - bobIn) * BONUS * LP_PER_BLOCK + (after - end) * LP_PER_BLOCK;
    const aliceDue = 12n * BONUS * LP_PER_BLOCK + shared / 4n;
    const bobDue = (shared * 3n) / 4n;
    expect(await pending(2, alice)).toBe(aliceDue);
    expect(await pending(2, bob)).toBe(bobDue);

    // Harvest mints exactly what was pending (the farm is MOTO's admin).
    const before = await balance(moto, alice);
    const harvest = await harness.send(chef(alice).harvest(2, alice));
    expect(await balance(moto, alice)).toBe(before + aliceDue);
    expect(harness.events(harvest).map((event) => event.type)).toEqual([
      'PoolUpdated',
      'Minted',
      'Harvested',
    ]);
    expect(harness.events(harvest)[2]).toMatchObject({
      user: alice.toHex(),
      poolId: 2,
      amount: aliceDue,
    });
    expect(await pending(2, alice)).toBe(LP_PER_BLOCK / 4n);
  });

  it('gives nothing for blocks in which the pool was empty', async () => {
    const { harness, lp, approve, deposit, pending, lpPoolAdded } = await setup();
    await approve(lp, alice);
    harness.mine(5n);
    await deposit(2, alice, 10n * E18);
    expect(harness.blockNumber - lpPoolAdded).toBeGreaterThan(5n);
    expect(await pending(2, alice)).toBe(BONUS * LP_PER_BLOCK);
  });

  it('withdraws exact amounts, keeps rewards owed (negative debt), then harvests them', async () => {
    const { harness, lp, moto, chef, approve, deposit, pending, balance, userInfo } = await setup();
    await approve(lp, alice);
    const lpBefore = await balance(lp, alice);
    await deposit(2, alice, 100n * E18);
    harness.mine(4n);
    const withdraw = await harness.send(chef(alice).withdraw(2, 50n * E18, bob));
    expect(harness.events(withdraw).at(-1)).toMatchObject({
      type: 'Withdrawn',
      user: alice.toHex(),
      poolId: 2,
      amount: 50n * E18,
      to: bob.toHex(),
    });
    expect(await balance(lp, alice)).toBe(lpBefore - 100n * E18);
    const owed = 5n * BONUS * LP_PER_BLOCK;
    const info = await userInfo(2, alice);
    expect(info.amount).toBe(50n * E18);
    expect(info.rewardDebt).toBeLessThan(0n);
    expect(await pending(2, alice)).toBe(owed + BONUS * LP_PER_BLOCK);

    const motoBefore = await balance(moto, alice);
    const both = await harness.send(chef(alice).withdrawAndHarvest(2, 50n * E18, alice));
    expect(await balance(moto, alice)).toBe(motoBefore + owed + BONUS * LP_PER_BLOCK);
    expect(await balance(lp, alice)).toBe(lpBefore - 50n * E18);
    expect(harness.events(both).map((event) => event.type)).toEqual([
      'PoolUpdated',
      'Minted',
      'Transferred',
      'Withdrawn',
      'Harvested',
    ]);
    expect(await userInfo(2, alice)).toMatchObject({ amount: 0n, rewardDebt: 0n });
    await expect(chef(alice).withdraw(2, 1n, alice)).rejects.toThrow(
      MOTOCHEF_REVERTS.withdrawTooMuch,
    );
  });

  it('emergencyWithdraw returns the deposit and forfeits the rewards', async () => {
    const { harness, lp, moto, chef, approve, deposit, pending, balance, userInfo } = await setup();
    await approve(lp, alice);
    const lpBefore = await balance(lp, alice);
    const motoBefore = await balance(moto, alice);
    await deposit(2, alice, 70n * E18);
    harness.mine(3n);
    const emergency = await harness.send(chef(alice).emergencyWithdraw(2, alice));
    expect(harness.events(emergency).at(-1)).toMatchObject({
      type: 'EmergencyWithdrawn',
      amount: 70n * E18,
    });
    expect(await balance(lp, alice)).toBe(lpBefore);
    expect(await balance(moto, alice)).toBe(motoBefore);
    expect(await userInfo(2, alice)).toMatchObject({ amount: 0n, rewardDebt: 0n });
    expect(await pending(2, alice)).toBe(0n);
  });

  it('farms MOTO in pool 1 and pays rewards from its balance when it may not mint', async () => {
    const { harness, moto, chef, chefAddress, approve, deposit, pending, balance } = await setup({
      mints: false,
    });
    await approve(moto, alice);
    await deposit(1, alice, 100n * E18);
    harness.mine(2n);
    const due = 3n * BONUS * (PER_BLOCK / 4n);
    expect(await pending(1, alice)).toBe(due);
    // Only the deposit is held: it is not reward.
    await expect(chef(alice).harvest(1, alice)).rejects.toThrow(
      MOTOCHEF_REVERTS.insufficientRewards,
    );
    await harness.send(harness.moto(moto, bob).transfer(toAddress(chefAddress), 100_000n * E18));
    const before = await balance(moto, alice);
    const harvest = await harness.send(chef(alice).harvest(1, alice));
    const paid = 4n * BONUS * (PER_BLOCK / 4n);
    expect(await balance(moto, alice)).toBe(before + paid);
    expect(harness.events(harvest).map((event) => event.type)).toEqual([
      'PoolUpdated',
      'Transferred',
      'Harvested',
    ]);
  });
});

describe('MotoChef pools and ownership', () => {
  it('adds and sets pools by the owner, with events and clear reverts', async () => {
    const { harness, chef, deployer, lp, moto } = await setup();
    await expect(chef(alice).add(1n, toAddress(moto))).rejects.toThrow(MOTOCHEF_REVERTS.onlyOwner);
    await expect(chef(deployer).add(1n, toAddress(lp))).rejects.toThrow(
      MOTOCHEF_REVERTS.poolExists,
    );
    await expect(chef(deployer).add(1n, toAddress(DEAD_ADDRESS))).rejects.toThrow(
      MOTOCHEF_REVERTS.invalidLpToken,
    );
    await expect(chef(deployer).add(1n << 64n, bob)).rejects.toThrow(
      MOTOCHEF_REVERTS.allocPointTooLarge,
    );
    const set = await chef(deployer).set(2, 500n, 1);
    expect(plainEvents(set.events).map((event) => event.type)).toEqual([
      'PoolUpdated',
      'PoolUpdated',
      'PoolUpdated',
      'PoolSet',
    ]);
    await harness.send(Promise.resolve(set));
    expect((await chef().getPoolInfo(2)).properties.allocPoint).toBe(500n);
    expect((await chef().totalAllocPoint()).properties.totalAllocPoint).toBe(2500n);
    await expect(chef().getPoolInfo(3)).rejects.toThrow(MOTOCHEF_REVERTS.invalidPool);
    await expect(chef(deployer).massUpdatePools(2, [0])).rejects.toThrow(
      MOTOCHEF_REVERTS.poolIdsLength,
    );
    const updated = await chef(deployer).massUpdatePools(2, [0, 2]);
    expect(plainEvents(updated.events).map((event) => event.poolId)).toEqual([0, 2]);
  });

  it('changes the schedule from the next block on', async () => {
    const { harness, lp, chef, deployer, approve, deposit, pending } = await setup();
    await approve(lp, alice);
    await deposit(2, alice, 1n * E18);
    harness.mine(1n);
    await harness.send(chef(deployer).setBonusMultiplier(1n));
    await harness.send(chef(deployer).setMotoPerBlock(2n * PER_BLOCK));
    expect(await pending(2, alice)).toBe(
      2n * BONUS * LP_PER_BLOCK + LP_PER_BLOCK + 2n * LP_PER_BLOCK,
    );
    await expect(chef(deployer).setBonusMultiplier(0n)).rejects.toThrow(
      MOTOCHEF_REVERTS.bonusMultiplierZero,
    );
    await expect(chef(alice).setBonusEndBlock(1n)).rejects.toThrow(MOTOCHEF_REVERTS.onlyOwner);
  });

  it('transfers and renounces ownership (OwnershipTransferred)', async () => {
    const { harness, chef, deployer } = await setup();
    const moved = await chef(deployer).transferOwnership(alice);
    expect(plainEvents(moved.events)).toEqual([
      { type: 'OwnershipTransferred', previousOwner: deployer.toHex(), newOwner: alice.toHex() },
    ]);
    await harness.send(Promise.resolve(moved));
    await expect(chef(deployer).renounceOwnership()).rejects.toThrow(MOTOCHEF_REVERTS.onlyOwner);
    await expect(chef(alice).transferOwnership(toAddress(DEAD_ADDRESS))).rejects.toThrow(
      MOTOCHEF_REVERTS.invalidOwner,
    );
    await harness.send(chef(alice).renounceOwnership());
    expect((await chef().owner()).properties.owner.toHex()).toBe(DEAD_ADDRESS);
    await expect(chef(alice).update(alice, new Uint8Array())).rejects.toThrow(
      MOTOCHEF_REVERTS.onlyOwner,
    );
  });

  it('refuses token deposits into the BTC pool and to the dead address', async () => {
    const { chef } = await setup();
    await expect(chef(alice).deposit(0, 1n, alice)).rejects.toThrow(MOTOCHEF_REVERTS.btcPool);
    await expect(chef(alice).deposit(2, 1n, toAddress(DEAD_ADDRESS))).rejects.toThrow(
      MOTOCHEF_REVERTS.invalidRecipient,
    );
  });
});

describe('MotoChef BTC staking', () => {
  const AMOUNT = 1_000_000n;
  /** 1 percent of the stake goes to the treasury. */
  const FEE = 10_000n;

  async function btcSetup() {
    const context = await setup();
    const { harness, chef } = context;
    const stakeBTC = (user: Address, amount: bigint, outputs = [output(1, TREASURY, FEE)]) =>
      callWithOutputs(harness, chef(user), 'stakeBTC', [amount], user, outputs);
    return { ...context, stakeBTC };
  }

  it('needs the fee output to the treasury and stakes the rest', async () => {
    const { harness, chef, chefAddress, stakeBTC } = await btcSetup();
    expect(stakeBTC(alice, AMOUNT, []).revert).toBe(
      btcFeeUnpaidRevert({ recipient: TREASURY, sats: FEE }),
    );
    expect(stakeBTC(alice, AMOUNT, [output(1, TREASURY, FEE - 1n)]).revert).toBe(
      `Missing BTC fee output: ${FEE} sats to ${TREASURY}`,
    );
    expect(stakeBTC(alice, AMOUNT, [output(1, OTHER, FEE)]).revert).not.toBeNull();
    const staked = stakeBTC(alice, AMOUNT);
    expect(staked.revert).toBeNull();
    const txId = BigInt(`0x${'ab'.repeat(32)}`);
    expect(harness.events(staked).at(-1)).toEqual({
      contract: chefAddress,
      type: 'BTCStaked',
      user: alice.toHex(),
      netAmount: AMOUNT - FEE,
      stakeTxId: txId,
      stakeIndex: 0n,
    });
    expect((await chef().totalBTCStaked()).properties.totalBTCStaked).toBe(AMOUNT - FEE);
    expect((await chef().getStakingTxId(alice)).properties.stakingTxId).toBe(txId);
    expect((await chef().getStakingIndex(alice)).properties.stakingIndex).toBe(0n);
    expect(stakeBTC(alice, AMOUNT).revert).toBe(MOTOCHEF_REVERTS.btcAlreadyStaked);
    expect(stakeBTC(bob, 0n).revert).toBe(MOTOCHEF_REVERTS.amountZero);
  });

  it('earns pool 0 rewards and pays them on unstakeBTC', async () => {
    const { harness, chef, moto, stakeBTC, pending, balance } = await btcSetup();
    stakeBTC(alice, AMOUNT);
    stakeBTC(bob, 3n * AMOUNT, [output(1, TREASURY, 3n * FEE)]);
    harness.mine(3n);
    // MiniChef arithmetic: one block alone, then four blocks beside Bob's three times larger stake.
    const perBlock = BONUS * (PER_BLOCK / 4n);
    const net = AMOUNT - FEE;
    const acc = (perBlock * ACC_PRECISION) / net + (4n * perBlock * ACC_PRECISION) / (4n * net);
    const aliceDue = (net * acc) / ACC_PRECISION;
    expect(aliceDue).toBeGreaterThan(2n * perBlock - 10n ** 6n);
    expect(await pending(0, alice)).toBe(aliceDue);
    const before = await balance(moto, alice);
    const unstake = await harness.send(chef(alice).unstakeBTC());
    expect(await balance(moto, alice)).toBe(before + aliceDue);
    expect(harness.events(unstake).at(-1)).toMatchObject({
      type: 'BTCUnstaked',
      user: alice.toHex(),
      pendingMoto: aliceDue,
      storedTxId: BigInt(`0x${'ab'.repeat(32)}`),
    });
    expect((await chef().totalBTCStaked()).properties.totalBTCStaked).toBe(3n * (AMOUNT - FEE));
    await expect(chef(alice).unstakeBTC()).rejects.toThrow(MOTOCHEF_REVERTS.noBtcStake);
  });

  it('lets the owner remove a spent stake, forfeiting its rewards', async () => {
    const { harness, chef, deployer, stakeBTC, pending } = await btcSetup();
    stakeBTC(alice, AMOUNT);
    harness.mine(2n);
    await expect(chef(bob).removeBTCStake(alice)).rejects.toThrow(MOTOCHEF_REVERTS.onlyOwner);
    const removed = await harness.send(chef(deployer).removeBTCStake(alice));
    expect(harness.events(removed).at(-1)).toMatchObject({
      type: 'BTCStakeRemoved',
      user: alice.toHex(),
      storedIndex: 0n,
    });
    expect(await pending(0, alice)).toBe(0n);
    expect((await chef().totalBTCStaked()).properties.totalBTCStaked).toBe(0n);
    expect((await chef().getStakingTxId(alice)).properties.stakingTxId).toBe(0n);
    await expect(chef(deployer).removeBTCStake(alice)).rejects.toThrow(MOTOCHEF_REVERTS.noBtcStake);
  });

  it('charges nothing when the farm has no treasury', async () => {
    const harness = new ContractHarness();
    const moto = harness.deploy('MOTO', 'MOTO');
    const chefAddress = harness.deploy('MotoChef', 'MotoChef', {
      motoAddress: moto,
      motoPerBlock: '10',
      BTCAllocPoint: '1',
      MOTOAllocPoint: '1',
    });
    expect(chefAddress).toBe(deriveContractAddress(harness.deployer.toHex(), saltOf('MotoChef')));
    const chef = clients(harness).motoChef(chefAddress, alice);
    const staked = callWithOutputs(harness, chef, 'stakeBTC', [AMOUNT], alice, []);
    expect(staked.revert).toBeNull();
    expect((await chef.totalBTCStaked()).properties.totalBTCStaked).toBe(AMOUNT);
  });
});
