import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import { type BitcoinInterfaceAbi, MOTOCHEF_ABI } from 'opnet';
import { normalizeAddress } from '../../address.ts';
import { Contract, defineContract } from '../../vm/contract.ts';
import type { DeploymentArgs } from '../../vm/contract.ts';
import { Revert } from '../../vm/revert.ts';
import {
  AddressMap,
  BigintMap,
  StoredAddress,
  StoredBigint,
  StoredBoolean,
} from '../../vm/storage.ts';
import { u32be } from '../../bytes.ts';
import { argBigint } from '../deployment-args.ts';
import { TOKEN_CALLS } from '../motoswap-calls.ts';
import { ON_OP20_RECEIVED } from '../op20.ts';
import { DEFAULT_LOCKUP, slashingFee } from '@opswap/protocol/staking/slashing';
import type { LockupParameters } from '@opswap/protocol/staking/slashing';
import { STAKING_ABI } from '@opswap/protocol/staking/staking-abi';
import { COMPOUND_REVERTS } from '@opswap/protocol/staking/staking-reverts';

/** Reward per staked unit is kept scaled by this (the reference's 1e18; the on-chain value is not public). */
export const STAKING_REWARD_PRECISION = 10n ** 18n;

/** Worded so that the product's error catalogue recognises each family. */
export const STAKING_REVERTS = {
  onlyAdmin: 'Only admin can call this method',
  motoNotSet: 'Staking is not initialized: the MOTO address is not set',
  motoAlreadySet: 'MOTO address is already set and cannot be changed',
  amountZero: 'Amount must be greater than 0',
  nothingStaked: 'No tokens staked',
  stakingClosed: 'Emergency withdrawals are enabled: staking is closed',
  emergencyAlreadyEnabled: 'Emergency withdrawals are already enabled',
  rewardTokenAlreadyEnabled: 'Reward token already enabled',
  rewardTokenNotEnabled: 'Reward token not enabled',
  invalidToken: 'Invalid token address',
  invalidAdmin: 'Invalid admin address',
  maxSlashingFee: 'Max slashing fee percent cannot exceed 100',
  blocksPerPercent: 'Blocks per one percent slashing fee reduction must be greater than 0',
  ...COMPOUND_REVERTS,
} as const;

/** status(): the guard is held only inside a call, so a call from outside always sees it free. */
const REENTRANCY_NOT_ENTERED = 0n;

/**
 * MotoSwap's MOTO staking. Stakers lock MOTO; every enabled reward token that reaches the contract
 * (NativeSwap and AMM fees arrive as plain transfers, with no callback) is shared pro rata to the
 * stake with an accumulator: at each interaction, what the contract holds beyond what it already
 * accounted for (and, for MOTO, beyond the staked principal) is new reward. Unstaking early
 * leaves a slashing fee in MOTO, which becomes reward of the remaining stakers.
 */
export class MotoSwapStaking extends Contract {
  private readonly adminSlot = new StoredAddress(this.storage, 'admin');
  private readonly motoSlot = new StoredAddress(this.storage, 'moto');
  private readonly totalStaked = new StoredBigint(this.storage, 'totalStaked');
  private readonly stakes = new BigintMap(this.storage, 'stake');
  private readonly lastInteraction = new BigintMap(this.storage, 'lastInteractedBlock');
  private readonly lockupDuration = new StoredBigint(this.storage, 'lockupDuration');
  private readonly maxSlashingPercent = new StoredBigint(this.storage, 'maxSlashingFeePercent');
  private readonly blocksPerPercent = new StoredBigint(this.storage, 'blocksPerOnePercent');
  private readonly emergency = new StoredBoolean(this.storage, 'emergencyWithdrawals');
  /** Every reward token ever added, enabled or not, so that removing one keeps its accounts. */
  private readonly trackedCount = new StoredBigint(this.storage, 'rewardTokenCount');
  private readonly trackedTokens = new AddressMap(this.storage, 'rewardToken');
  private readonly trackedIndex = new BigintMap(this.storage, 'rewardTokenIndex');
  private readonly enabled = new BigintMap(this.storage, 'rewardTokenEnabled');
  /** Reward per staked unit, scaled by STAKING_REWARD_PRECISION. */
  private readonly accPerShare = new BigintMap(this.storage, 'accRewardPerShare');
  /** Reward already shared out and not yet paid. */
  private readonly accounted = new BigintMap(this.storage, 'accountedReward');
  private readonly debts = new BigintMap(this.storage, 'rewardDebt');
  private readonly balances = new BigintMap(this.storage, 'rewardBalance');

  instantiate(args: DeploymentArgs): void {
    const admin = args.admin;
    this.adminSlot.value = typeof admin === 'string' ? normalizeAddress(admin) : this.deployer;
    this.setLockup({
      lockupDuration: argBigint(args, 'lockupDuration', DEFAULT_LOCKUP.lockupDuration),
      maxSlashingFeePercent: argBigint(
        args,
        'maxSlashingFeePercent',
        DEFAULT_LOCKUP.maxSlashingFeePercent,
      ),
      blocksPerOnePercentReduction: argBigint(
        args,
        'blocksPerOnePercentReduction',
        DEFAULT_LOCKUP.blocksPerOnePercentReduction,
      ),
    });
    if (typeof args.moto === 'string') this.setMoto(normalizeAddress(args.moto));
    const rewardTokens = args.rewardTokens;
    if (Array.isArray(rewardTokens)) {
      for (const token of rewardTokens) this.addRewardToken(normalizeAddress(token));
    }
  }

  // Views

  balanceOf(user: string): bigint {
    return this.stakes.get(user);
  }

  totalSupply(): bigint {
    return this.totalStaked.value;
  }

  motoAddress(): string {
    return this.motoSlot.value;
  }

  admin(): string {
    return this.adminSlot.value;
  }

  status(): bigint {
    return REENTRANCY_NOT_ENTERED;
  }

  lastInteractedBlock(user: string): bigint {
    return this.lastInteraction.get(user);
  }

  rewardDebt(user: string, token: string): bigint {
    return this.debts.get(user, token);
  }

  rewardBalance(user: string, token: string): bigint {
    return this.balances.get(user, token);
  }

  /** What a claim would pay now: settled rewards plus the share of anything not yet accounted. */
  pendingReward(user: string, token: string): bigint {
    if (this.trackedIndex.get(token) === 0n) return 0n;
    const acc = this.isEnabled(token) ? this.accrued(token).acc : this.accPerShare.get(token);
    return this.balances.get(user, token) + this.earned(user, token, acc);
  }

  calculateSlashingFee(user: string, amount: bigint): bigint {
    if (this.emergency.value) return 0n;
    return slashingFee(amount, this.blockNumber - this.lastInteraction.get(user), this.lockup());
  }

  enabledRewardTokens(): string[] {
    return this.tracked().filter((token) => this.isEnabled(token));
  }

  // Staking

  stake(amount: bigint): void {
    const moto = this.requireMoto();
    if (this.emergency.value) throw new Revert(STAKING_REVERTS.stakingClosed);
    if (amount === 0n) throw new Revert(STAKING_REVERTS.amountZero);
    const user = this.sender;
    this.settle(user);
    this.invoke(moto, TOKEN_CALLS.transferFrom, [user, this.address, amount]);
    this.changeStake(user, this.stakes.get(user) + amount);
    this.lastInteraction.set(user, this.blockNumber);
  }

  /** Unstakes everything and pays every enabled reward; the slashing fee stays as MOTO reward. */
  unstake(): void {
    const moto = this.requireMoto();
    const user = this.sender;
    const staked = this.stakes.get(user);
    if (staked === 0n) throw new Revert(STAKING_REVERTS.nothingStaked);
    const fee = this.calculateSlashingFee(user, staked);
    this.settle(user);
    this.changeStake(user, 0n);
    this.invoke(moto, TOKEN_CALLS.transfer, [user, staked - fee]);
    this.payRewards(user);
    this.lastInteraction.set(user, this.blockNumber);
    if (this.isEnabled(moto)) this.sync(moto);
  }

  claimRewards(): void {
    this.requireMoto();
    const user = this.sender;
    this.settle(user);
    this.payRewards(user);
    this.lastInteraction.set(user, this.blockNumber);
  }

  /**
   * Restakes the caller's MOTO reward: it stays in the contract and moves from reward to stake.
   * The other reward tokens are paid out as a claim pays them, and the lock-up restarts as a
   * stake restarts it (docs/staking.md#compound).
   */
  compound(): void {
    const moto = this.requireMoto();
    if (this.emergency.value) throw new Revert(STAKING_REVERTS.stakingClosed);
    const user = this.sender;
    this.settle(user);
    const owed = this.balances.get(user, moto);
    const holdings = this.rewardHoldings(moto);
    const restaked = owed < holdings ? owed : holdings;
    if (restaked === 0n) throw new Revert(STAKING_REVERTS.nothingToCompound);
    this.balances.set([user, moto], owed - restaked);
    const accounted = this.accounted.get(moto);
    this.accounted.set(moto, accounted > restaked ? accounted - restaked : 0n);
    this.changeStake(user, this.stakes.get(user) + restaked);
    this.payRewards(user);
    this.lastInteraction.set(user, this.blockNumber);
  }

  // Administration

  adminAddRewardToken(token: string): void {
    this.onlyAdmin();
    this.addRewardToken(token);
  }

  adminRemoveRewardToken(token: string): void {
    this.onlyAdmin();
    if (!this.isEnabled(token)) throw new Revert(STAKING_REVERTS.rewardTokenNotEnabled);
    this.sync(token);
    this.enabled.set(token, 0n);
    this.emit('RewardTokenRemoved', [token]);
  }

  adminChangeMotoAddress(moto: string): void {
    this.onlyAdmin();
    if (this.motoSlot.value !== DEAD_ADDRESS) throw new Revert(STAKING_REVERTS.motoAlreadySet);
    this.setMoto(moto);
  }

  adminChangeLockupParameters(
    lockupDuration: bigint,
    maxSlashingFeePercent: bigint,
    blocksPerOnePercentReduction: bigint,
  ): void {
    this.onlyAdmin();
    this.setLockup({ lockupDuration, maxSlashingFeePercent, blocksPerOnePercentReduction });
  }

  adminEnableEmergencyWithdrawals(): void {
    this.onlyAdmin();
    if (this.emergency.value) throw new Revert(STAKING_REVERTS.emergencyAlreadyEnabled);
    this.emergency.value = true;
  }

  changeAdmin(newAdmin: string): void {
    this.onlyAdmin();
    if (newAdmin === DEAD_ADDRESS) throw new Revert(STAKING_REVERTS.invalidAdmin);
    this.adminSlot.value = newAdmin;
  }

  // Accounting

  private setMoto(moto: string): void {
    if (moto === DEAD_ADDRESS) throw new Revert(STAKING_REVERTS.invalidToken);
    this.motoSlot.value = moto;
    if (!this.isEnabled(moto)) this.addRewardToken(moto);
  }

  private setLockup(lockup: LockupParameters): void {
    if (lockup.maxSlashingFeePercent > 100n) throw new Revert(STAKING_REVERTS.maxSlashingFee);
    if (lockup.blocksPerOnePercentReduction === 0n) {
      throw new Revert(STAKING_REVERTS.blocksPerPercent);
    }
    this.lockupDuration.value = lockup.lockupDuration;
    this.maxSlashingPercent.value = lockup.maxSlashingFeePercent;
    this.blocksPerPercent.value = lockup.blocksPerOnePercentReduction;
  }

  private lockup(): LockupParameters {
    return {
      lockupDuration: this.lockupDuration.value,
      maxSlashingFeePercent: this.maxSlashingPercent.value,
      blocksPerOnePercentReduction: this.blocksPerPercent.value,
    };
  }

  private addRewardToken(token: string): void {
    if (token === DEAD_ADDRESS) throw new Revert(STAKING_REVERTS.invalidToken);
    if (this.isEnabled(token)) throw new Revert(STAKING_REVERTS.rewardTokenAlreadyEnabled);
    if (this.trackedIndex.get(token) === 0n) {
      const index = this.trackedCount.value;
      this.trackedTokens.set(index.toString(), token);
      this.trackedIndex.set(token, index + 1n);
      this.trackedCount.value = index + 1n;
    }
    this.enabled.set(token, 1n);
    this.emit('RewardTokenAdded', [token]);
  }

  private tracked(): string[] {
    const tokens: string[] = [];
    for (let index = 0n; index < this.trackedCount.value; index++) {
      tokens.push(this.trackedTokens.get(index.toString()));
    }
    return tokens;
  }

  private isEnabled(token: string): boolean {
    return this.enabled.get(token) !== 0n;
  }

  private requireMoto(): string {
    const moto = this.motoSlot.value;
    if (moto === DEAD_ADDRESS) throw new Revert(STAKING_REVERTS.motoNotSet);
    return moto;
  }

  private onlyAdmin(): void {
    if (this.sender !== this.adminSlot.value) throw new Revert(STAKING_REVERTS.onlyAdmin);
  }

  /** What the contract holds of a token beyond the staked principal. */
  private rewardHoldings(token: string): bigint {
    const held = this.invoke(token, TOKEN_CALLS.balanceOf, [this.address])[0] as bigint;
    const principal = token === this.motoSlot.value ? this.totalStaked.value : 0n;
    return held > principal ? held - principal : 0n;
  }

  /**
   * The accumulator once the rewards that arrived since the last interaction are shared out. Only
   * the part the accumulator can represent is accounted, so rounding dust waits for the next share.
   */
  private accrued(token: string): { acc: bigint; accounted: bigint } {
    const acc = this.accPerShare.get(token);
    const accounted = this.accounted.get(token);
    const total = this.totalStaked.value;
    if (total === 0n) return { acc, accounted };
    const holdings = this.rewardHoldings(token);
    if (holdings <= accounted) return { acc, accounted };
    const increase = ((holdings - accounted) * STAKING_REWARD_PRECISION) / total;
    return {
      acc: acc + increase,
      accounted: accounted + (increase * total) / STAKING_REWARD_PRECISION,
    };
  }

  private sync(token: string): bigint {
    const { acc, accounted } = this.accrued(token);
    this.accPerShare.set(token, acc);
    this.accounted.set(token, accounted);
    return acc;
  }

  private earned(user: string, token: string, acc: bigint): bigint {
    const accumulated = (this.stakes.get(user) * acc) / STAKING_REWARD_PRECISION;
    const debt = this.debts.get(user, token);
    return accumulated > debt ? accumulated - debt : 0n;
  }

  /** Moves what the user earned on every tracked token into their reward balance. */
  private settle(user: string): void {
    const stake = this.stakes.get(user);
    for (const token of this.tracked()) {
      const acc = this.isEnabled(token) ? this.sync(token) : this.accPerShare.get(token);
      const earned = this.earned(user, token, acc);
      if (earned === 0n) continue;
      this.balances.set([user, token], this.balances.get(user, token) + earned);
      this.debts.set([user, token], (stake * acc) / STAKING_REWARD_PRECISION);
    }
  }

  /** Sets a settled user's stake and restarts their reward debts from it. */
  private changeStake(user: string, stake: bigint): void {
    this.totalStaked.value = this.totalStaked.value - this.stakes.get(user) + stake;
    this.stakes.set(user, stake);
    for (const token of this.tracked()) {
      this.debts.set(
        [user, token],
        (stake * this.accPerShare.get(token)) / STAKING_REWARD_PRECISION,
      );
    }
  }

  /** Pays the user's reward balance of every enabled token, within what the contract holds. */
  private payRewards(user: string): void {
    for (const token of this.enabledRewardTokens()) {
      const owed = this.balances.get(user, token);
      if (owed === 0n) continue;
      const holdings = this.rewardHoldings(token);
      const paid = owed < holdings ? owed : holdings;
      if (paid === 0n) continue;
      this.balances.set([user, token], owed - paid);
      const accounted = this.accounted.get(token);
      this.accounted.set(token, accounted > paid ? accounted - paid : 0n);
      this.invoke(token, TOKEN_CALLS.transfer, [user, paid]);
    }
  }
}

/**
 * The product's staking ABI plus the receiver hook the contract exposes (reference C.1), declared
 * as the shipped MotoChef ABI declares it: a safeTransfer to staking (a send from the wallet) is
 * accepted and, like any transfer, becomes reward at the next interaction.
 */
const DEVNET_STAKING_ABI: BitcoinInterfaceAbi = [
  ...STAKING_ABI,
  ...MOTOCHEF_ABI.filter((element) => element.name === 'onOP20Received'),
];

/**
 * kind 'MotoSwapStaking'. Deployment args (all optional): moto (the MOTO address; otherwise set
 * once with adminChangeMotoAddress), admin (default: the deployer), lockupDuration (2000),
 * maxSlashingFeePercent (20), blocksPerOnePercentReduction (100), rewardTokens (addresses enabled
 * besides MOTO).
 */
export const MOTOSWAP_STAKING_CONTRACT = defineContract({
  kind: 'MotoSwapStaking',
  abi: DEVNET_STAKING_ABI,
  reentrancy: 'standard',
  create: (frame) => new MotoSwapStaking(frame),
  construct: (staking, args) => staking.instantiate(args),
  methods: {
    'balanceOf(address)': (staking, args) => [staking.balanceOf(args.address(0))],
    'motoAddress()': (staking) => [staking.motoAddress()],
    'totalSupply()': (staking) => [staking.totalSupply()],
    'lastInteractedBlock(address)': (staking, args) => [
      staking.lastInteractedBlock(args.address(0)),
    ],
    'rewardDebt(address,address)': (staking, args) => [
      staking.rewardDebt(args.address(0), args.address(1)),
    ],
    'rewardBalance(address,address)': (staking, args) => [
      staking.rewardBalance(args.address(0), args.address(1)),
    ],
    'pendingReward(address,address)': (staking, args) => [
      staking.pendingReward(args.address(0), args.address(1)),
    ],
    'calculateSlashingFee(address,uint256)': (staking, args) => [
      staking.calculateSlashingFee(args.address(0), args.uint(1)),
    ],
    'enabledRewardTokens()': (staking) => [staking.enabledRewardTokens()],
    'stake(uint256)': (staking, args) => staking.stake(args.uint(0)),
    'unstake()': (staking) => staking.unstake(),
    'claimRewards()': (staking) => staking.claimRewards(),
    'compound()': (staking) => staking.compound(),
    'adminAddRewardToken(address)': (staking, args) => staking.adminAddRewardToken(args.address(0)),
    'adminRemoveRewardToken(address)': (staking, args) =>
      staking.adminRemoveRewardToken(args.address(0)),
    'adminChangeMotoAddress(address)': (staking, args) =>
      staking.adminChangeMotoAddress(args.address(0)),
    'adminChangeLockupParameters(uint256,uint256,uint256)': (staking, args) =>
      staking.adminChangeLockupParameters(args.uint(0), args.uint(1), args.uint(2)),
    'adminEnableEmergencyWithdrawals()': (staking) => staking.adminEnableEmergencyWithdrawals(),
    'admin()': (staking) => [staking.admin()],
    'changeAdmin(address)': (staking, args) => staking.changeAdmin(args.address(0)),
    'status()': (staking) => [staking.status()],
    'onOP20Received(address,address,uint256,bytes)': () => [u32be(ON_OP20_RECEIVED.selector)],
  },
});
