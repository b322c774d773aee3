import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import { MOTO_ABI } from 'opnet';
import { u32be } from '../../bytes.ts';
import { abiFunction, compileAbi } from '../../vm/abi.ts';
import { Contract } from '../../vm/contract.ts';
import type { MethodImpl } from '../../vm/contract.ts';
import { Revert } from '../../vm/revert.ts';
import {
  AddressMap,
  BigintMap,
  StoredAddress,
  StoredBigint,
  StoredBoolean,
} from '../../vm/storage.ts';
import { TEMPLATE_OP20_ABI } from '../factories/shipped-abis.ts';
import { TOKEN_CALLS } from '../motoswap-calls.ts';
import { ON_OP20_RECEIVED } from '../op20.ts';
import { unpaidBtcFee } from './btc-stake-fees.ts';
import type { BtcFeeDue } from './btc-stake-fees.ts';
import { accrue, accumulated, poolReward, rewardMultiplier } from './reward-math.ts';

/** Pool 0 stakes BTC (virtually); its LP token reads as the dead address. */
export const BTC_POOL_ID = 0;
/** Pool 1 stakes the reward token itself (MOTO, or the farm's token). */
export const REWARD_TOKEN_POOL_ID = 1;

const U64_LIMIT = 1n << 64n;

export const MOTOCHEF_REVERTS = {
  onlyOwner: 'Only owner can call this method',
  alreadyInitialized: 'Already initialized',
  notInitialized: 'MotoChef is not initialized',
  invalidPool: 'Invalid pool id',
  poolExists: 'A pool already exists for this token',
  invalidLpToken: 'Invalid LP token',
  allocPointTooLarge: 'Alloc point does not fit in 64 bits',
  bonusMultiplierZero: 'Bonus multiplier must be at least 1',
  withdrawTooMuch: 'Withdraw amount exceeds the deposited amount',
  btcPool: 'Use stakeBTC and unstakeBTC for the BTC pool',
  btcAlreadyStaked: 'BTC already staked: unstake it first',
  noBtcStake: 'No BTC staked',
  amountZero: 'Amount must be greater than 0',
  nothingAfterFees: 'Nothing left to stake after the BTC fee',
  insufficientRewards: 'Insufficient reward balance',
  poolIdsLength: 'Pool ids length mismatch',
  invalidRecipient: 'Invalid recipient',
  invalidOwner: 'Invalid new owner',
  updatesUnsupported: 'Contract updates are not supported on the devnet',
} as const;

/** The revert of a stake whose transaction does not pay a fee recipient enough. */
export function btcFeeUnpaidRevert(fee: BtcFeeDue): string {
  return `Missing BTC fee output: ${fee.sats} sats to ${fee.recipient}`;
}

const motoAbi = compileAbi(MOTO_ABI);
const templateTokenAbi = compileAbi(TEMPLATE_OP20_ABI);

/** How a chef pays rewards: MOTO's admin mint, a template token's minter role, or a transfer. */
export const REWARD_TOKEN_CALLS = {
  admin: abiFunction(motoAbi, 'admin()'),
  adminMint: abiFunction(motoAbi, 'adminMint(address,uint256)'),
  isMinter: abiFunction(templateTokenAbi, 'isMinter(address)'),
  mint: abiFunction(templateTokenAbi, 'mint(address,uint256)'),
} as const;

/** The reward schedule and the first pools of a chef. */
export interface ChefSetup {
  rewardToken: string;
  rewardPerBlock: bigint;
  bonusEndBlock: bigint;
  bonusMultiplier: bigint;
  /** Pool 0 is the BTC pool; then the reward token's pool; then any extra pools. */
  btcAllocPoint: bigint;
  pools: readonly { lpToken: string; allocPoint: bigint }[];
}

interface PoolState {
  accPerShare: bigint;
  lastRewardBlock: bigint;
}

/**
 * A MotoChef farm (MasterChef V1 bonus multiplier, MiniChefV2 accounting). Deposits are counted
 * by the chef itself rather than read from LP balances, so the reward token can be farmed too.
 * Rewards are minted when the chef may mint the reward token (MOTO's admin, or a template token's
 * minter), and otherwise paid from the chef's own balance (a premine sent to it).
 */
export abstract class MotoChefBase extends Contract {
  protected readonly ownerSlot = new StoredAddress(this.storage, 'owner');
  private readonly initializedSlot = new StoredBoolean(this.storage, 'initialized');
  protected readonly rewardTokenSlot = new StoredAddress(this.storage, 'rewardToken');
  private readonly rewardPerBlockSlot = new StoredBigint(this.storage, 'rewardPerBlock');
  private readonly bonusEndBlockSlot = new StoredBigint(this.storage, 'bonusEndBlock');
  private readonly bonusMultiplierSlot = new StoredBigint(this.storage, 'bonusMultiplier');
  private readonly totalAllocPointSlot = new StoredBigint(this.storage, 'totalAllocPoint');
  private readonly poolCount = new StoredBigint(this.storage, 'poolCount');
  private readonly lpTokens = new AddressMap(this.storage, 'lpToken');
  private readonly poolOfToken = new BigintMap(this.storage, 'poolOfToken');
  private readonly allocPoints = new BigintMap(this.storage, 'allocPoint');
  private readonly lastRewardBlocks = new BigintMap(this.storage, 'lastRewardBlock');
  private readonly accPerShares = new BigintMap(this.storage, 'accPerShare');
  private readonly lpSupplies = new BigintMap(this.storage, 'lpSupply');
  private readonly amounts = new BigintMap(this.storage, 'amount');
  /** Signed (int128 on the wire), as in MiniChefV2. */
  private readonly rewardDebts = new BigintMap(this.storage, 'rewardDebt');
  private readonly stakeTxIds = new BigintMap(this.storage, 'stakeTxId');
  private readonly stakeIndexes = new BigintMap(this.storage, 'stakeIndex');

  /** The fees a BTC stake of `amount` sats owes, by recipient. */
  protected abstract btcFeesFor(amount: bigint): BtcFeeDue[];

  abstract treasuryAddress(): string;

  setInitialOwner(owner: string): void {
    this.ownerSlot.value = owner;
  }

  /** Records the schedule and adds the BTC pool, the reward token's pool and the extra pools. */
  protected setUp(setup: ChefSetup): void {
    this.onlyOwner();
    if (this.initializedSlot.value) throw new Revert(MOTOCHEF_REVERTS.alreadyInitialized);
    if (setup.bonusMultiplier === 0n) throw new Revert(MOTOCHEF_REVERTS.bonusMultiplierZero);
    if (setup.rewardToken === DEAD_ADDRESS) throw new Revert(MOTOCHEF_REVERTS.invalidLpToken);
    this.rewardTokenSlot.value = setup.rewardToken;
    this.rewardPerBlockSlot.value = setup.rewardPerBlock;
    this.bonusEndBlockSlot.value = setup.bonusEndBlock;
    this.bonusMultiplierSlot.value = setup.bonusMultiplier;
    this.addPool(DEAD_ADDRESS, setup.btcAllocPoint);
    for (const pool of setup.pools) this.addPool(pool.lpToken, pool.allocPoint);
    this.initializedSlot.value = true;
    this.emit('Initialized', []);
  }

  // Views

  owner(): string {
    return this.ownerSlot.value;
  }

  rewardToken(): string {
    return this.rewardTokenSlot.value;
  }

  totalAllocPoint(): bigint {
    return this.totalAllocPointSlot.value;
  }

  rewardPerBlock(): bigint {
    return this.rewardPerBlockSlot.value;
  }

  bonusEndBlock(): bigint {
    return this.bonusEndBlockSlot.value;
  }

  bonusMultiplier(): bigint {
    return this.bonusMultiplierSlot.value;
  }

  poolsLength(): number {
    return Number(this.poolCount.value);
  }

  lpTokenList(): string[] {
    return Array.from({ length: this.poolsLength() }, (_, pid) => this.lpTokens.get(String(pid)));
  }

  lpToken(pid: number): string {
    return this.lpTokens.get(this.pool(pid));
  }

  poolInfo(pid: number): [bigint, bigint, bigint] {
    const key = this.pool(pid);
    return [this.accPerShares.get(key), this.lastRewardBlocks.get(key), this.allocPoints.get(key)];
  }

  userInfo(pid: number, user: string): [bigint, bigint] {
    const key = this.pool(pid);
    return [this.amounts.get(key, user), this.rewardDebts.get(key, user)];
  }

  getMultiplier(from: bigint, to: bigint): bigint {
    return rewardMultiplier(from, to, this.bonusEndBlockSlot.value, this.bonusMultiplierSlot.value);
  }

  /** The reward a harvest would pay now, the pool brought up to this block. */
  pendingReward(pid: number, user: string): bigint {
    const key = this.pool(pid);
    const { accPerShare } = this.poolStateNow(key);
    const pending =
      accumulated(this.amounts.get(key, user), accPerShare) - this.rewardDebts.get(key, user);
    return pending > 0n ? pending : 0n;
  }

  stakingTxId(user: string): bigint {
    return this.stakeTxIds.get(user);
  }

  stakingIndex(user: string): bigint {
    return this.stakeIndexes.get(user);
  }

  totalBTCStaked(): bigint {
    return this.lpSupplies.get(String(BTC_POOL_ID));
  }

  /** What is deposited in a pool. */
  lpSupply(pid: number): bigint {
    return this.lpSupplies.get(this.pool(pid));
  }

  onOP20Received(): [Uint8Array] {
    return [u32be(ON_OP20_RECEIVED.selector)];
  }

  // Pools

  add(allocPoint: bigint, lpToken: string): void {
    this.onlyOwner();
    this.requireInitialized();
    if (lpToken === DEAD_ADDRESS) throw new Revert(MOTOCHEF_REVERTS.invalidLpToken);
    this.updateAllPools();
    this.addPool(lpToken, allocPoint);
  }

  /** Changes a pool's allocation; withUpdate brings every pool up to date first, else only it. */
  set(pid: number, allocPoint: bigint, withUpdate: number): void {
    this.onlyOwner();
    const key = this.pool(pid);
    checkAllocPoint(allocPoint);
    if (withUpdate !== 0) this.updateAllPools();
    else this.updatePool(pid);
    this.totalAllocPointSlot.value =
      this.totalAllocPointSlot.value - this.allocPoints.get(key) + allocPoint;
    this.allocPoints.set(key, allocPoint);
    this.emit('PoolSet', [pid, allocPoint]);
  }

  /** Brings a pool's accumulator up to this block (PoolUpdated when the block moved on). */
  updatePool(pid: number): [bigint, bigint, bigint] {
    const key = this.pool(pid);
    if (this.blockNumber > this.lastRewardBlocks.get(key)) {
      const { accPerShare, lastRewardBlock } = this.poolStateNow(key);
      this.accPerShares.set(key, accPerShare);
      this.lastRewardBlocks.set(key, lastRewardBlock);
      this.emit('PoolUpdated', [pid, lastRewardBlock, this.lpSupplies.get(key), accPerShare]);
    }
    return this.poolInfo(pid);
  }

  massUpdatePools(length: number, poolIds: readonly number[]): void {
    if (length !== poolIds.length) throw new Revert(MOTOCHEF_REVERTS.poolIdsLength);
    for (const pid of poolIds) this.updatePool(pid);
  }

  setRewardPerBlock(rewardPerBlock: bigint): void {
    this.onlyOwner();
    this.updateAllPools();
    this.rewardPerBlockSlot.value = rewardPerBlock;
  }

  setBonusEndBlock(bonusEndBlock: bigint): void {
    this.onlyOwner();
    this.updateAllPools();
    this.bonusEndBlockSlot.value = bonusEndBlock;
  }

  setBonusMultiplier(bonusMultiplier: bigint): void {
    this.onlyOwner();
    if (bonusMultiplier === 0n) throw new Revert(MOTOCHEF_REVERTS.bonusMultiplierZero);
    this.updateAllPools();
    this.bonusMultiplierSlot.value = bonusMultiplier;
  }

  // Deposits (LP and token pools)

  deposit(pid: number, amount: bigint, to: string): void {
    const key = this.tokenPool(pid);
    checkRecipient(to);
    const [accPerShare] = this.updatePool(pid);
    this.amounts.set([key, to], this.amounts.get(key, to) + amount);
    this.rewardDebts.set(
      [key, to],
      this.rewardDebts.get(key, to) + accumulated(amount, accPerShare),
    );
    this.lpSupplies.set(key, this.lpSupplies.get(key) + amount);
    if (amount > 0n) {
      this.invoke(this.lpTokens.get(key), TOKEN_CALLS.transferFrom, [
        this.sender,
        this.address,
        amount,
      ]);
    }
    this.emit('Deposited', [this.sender, pid, amount, to]);
  }

  withdraw(pid: number, amount: bigint, to: string): void {
    const key = this.tokenPool(pid);
    checkRecipient(to);
    const [accPerShare] = this.updatePool(pid);
    const user = this.sender;
    this.takeDeposit(key, user, amount);
    this.rewardDebts.set(
      [key, user],
      this.rewardDebts.get(key, user) - accumulated(amount, accPerShare),
    );
    this.invoke(this.lpTokens.get(key), TOKEN_CALLS.transfer, [to, amount]);
    this.emit('Withdrawn', [user, pid, amount, to]);
  }

  harvest(pid: number, to: string): void {
    const key = this.pool(pid);
    checkRecipient(to);
    const [accPerShare] = this.updatePool(pid);
    const user = this.sender;
    const earned = accumulated(this.amounts.get(key, user), accPerShare);
    const pending = earned - this.rewardDebts.get(key, user);
    this.rewardDebts.set([key, user], earned);
    if (pending > 0n) this.payReward(to, pending);
    this.emit('Harvested', [user, pid, pending > 0n ? pending : 0n]);
  }

  withdrawAndHarvest(pid: number, amount: bigint, to: string): void {
    const key = this.tokenPool(pid);
    checkRecipient(to);
    const [accPerShare] = this.updatePool(pid);
    const user = this.sender;
    const earned = accumulated(this.amounts.get(key, user), accPerShare);
    const pending = earned - this.rewardDebts.get(key, user);
    this.rewardDebts.set([key, user], earned - accumulated(amount, accPerShare));
    this.takeDeposit(key, user, amount);
    if (pending > 0n) this.payReward(to, pending);
    this.invoke(this.lpTokens.get(key), TOKEN_CALLS.transfer, [to, amount]);
    this.emit('Withdrawn', [user, pid, amount, to]);
    this.emit('Harvested', [user, pid, pending > 0n ? pending : 0n]);
  }

  /** Takes the deposit back without rewards; in the BTC pool it drops the BTC stake. */
  emergencyWithdraw(pid: number, to: string): void {
    const key = this.pool(pid);
    const user = this.sender;
    const amount = this.amounts.get(key, user);
    this.amounts.set([key, user], 0n);
    this.rewardDebts.set([key, user], 0n);
    this.lpSupplies.set(key, this.lpSupplies.get(key) - amount);
    if (pid === BTC_POOL_ID) {
      this.clearBtcStake(user);
    } else {
      checkRecipient(to);
      this.invoke(this.lpTokens.get(key), TOKEN_CALLS.transfer, [to, amount]);
    }
    this.emit('EmergencyWithdrawn', [user, pid, amount, to]);
  }

  // BTC staking

  /**
   * Stakes `amount` sats of BTC that stay in the user's wallet. The transaction must pay the BTC
   * fee to each fee recipient; what is left is the user's stake in pool 0. The stake is recorded
   * by its transaction id (index 0: the devnet does not follow the staked UTXO).
   */
  stakeBTC(amount: bigint): void {
    this.requireInitialized();
    const user = this.sender;
    const key = String(BTC_POOL_ID);
    if (amount === 0n) throw new Revert(MOTOCHEF_REVERTS.amountZero);
    if (this.amounts.get(key, user) !== 0n) throw new Revert(MOTOCHEF_REVERTS.btcAlreadyStaked);
    const fees = this.btcFeesFor(amount);
    const unpaid = unpaidBtcFee(this.frame.context.outputs, fees);
    if (unpaid) throw new Revert(btcFeeUnpaidRevert(unpaid));
    const net = amount - fees.reduce((sum, fee) => sum + fee.sats, 0n);
    if (net <= 0n) throw new Revert(MOTOCHEF_REVERTS.nothingAfterFees);
    const [accPerShare] = this.updatePool(BTC_POOL_ID);
    this.amounts.set([key, user], net);
    this.rewardDebts.set([key, user], accumulated(net, accPerShare));
    this.lpSupplies.set(key, this.lpSupplies.get(key) + net);
    const txId = txIdNumber(this.frame.context.txId);
    this.stakeTxIds.set(user, txId);
    this.stakeIndexes.set(user, 0n);
    this.emit('BTCStaked', [user, net, txId, 0n]);
  }

  /** Ends the caller's BTC stake and pays its rewards. */
  unstakeBTC(): void {
    const user = this.sender;
    const key = String(BTC_POOL_ID);
    const amount = this.amounts.get(key, user);
    if (amount === 0n) throw new Revert(MOTOCHEF_REVERTS.noBtcStake);
    const [accPerShare] = this.updatePool(BTC_POOL_ID);
    const pending = accumulated(amount, accPerShare) - this.rewardDebts.get(key, user);
    const [txId, index] = [this.stakeTxIds.get(user), this.stakeIndexes.get(user)];
    this.amounts.set([key, user], 0n);
    this.rewardDebts.set([key, user], 0n);
    this.lpSupplies.set(key, this.lpSupplies.get(key) - amount);
    this.clearBtcStake(user);
    const paid = pending > 0n ? pending : 0n;
    if (paid > 0n) this.payReward(user, paid);
    this.emit('BTCUnstaked', [user, paid, txId, index]);
  }

  /** The owner drops a stake whose UTXO was spent; its unpaid rewards are forfeited. */
  removeBTCStake(user: string): void {
    this.onlyOwner();
    const key = String(BTC_POOL_ID);
    const amount = this.amounts.get(key, user);
    if (amount === 0n) throw new Revert(MOTOCHEF_REVERTS.noBtcStake);
    this.updatePool(BTC_POOL_ID);
    const [txId, index] = [this.stakeTxIds.get(user), this.stakeIndexes.get(user)];
    this.amounts.set([key, user], 0n);
    this.rewardDebts.set([key, user], 0n);
    this.lpSupplies.set(key, this.lpSupplies.get(key) - amount);
    this.clearBtcStake(user);
    this.emit('BTCStakeRemoved', [user, txId, index]);
  }

  // Ownership

  renounceOwnership(): void {
    this.onlyOwner();
    this.emit('OwnershipTransferred', [this.ownerSlot.value, DEAD_ADDRESS]);
    this.ownerSlot.value = DEAD_ADDRESS;
  }

  transferOwnership(newOwner: string): void {
    this.onlyOwner();
    if (newOwner === DEAD_ADDRESS) throw new Revert(MOTOCHEF_REVERTS.invalidOwner);
    this.emit('OwnershipTransferred', [this.ownerSlot.value, newOwner]);
    this.ownerSlot.value = newOwner;
  }

  update(): void {
    this.onlyOwner();
    throw new Revert(MOTOCHEF_REVERTS.updatesUnsupported);
  }

  // Internals

  protected onlyOwner(): void {
    if (this.sender !== this.ownerSlot.value) throw new Revert(MOTOCHEF_REVERTS.onlyOwner);
  }

  protected requireInitialized(): void {
    if (!this.initializedSlot.value) throw new Revert(MOTOCHEF_REVERTS.notInitialized);
  }

  /** Pays a reward: minted when the chef may mint the reward token, else from its own balance. */
  protected payReward(to: string, amount: bigint): void {
    const token = this.rewardTokenSlot.value;
    if (this.answers(token, REWARD_TOKEN_CALLS.admin.selector)) {
      const [admin] = this.invoke(token, REWARD_TOKEN_CALLS.admin, []);
      if (admin === this.address) {
        this.invoke(token, REWARD_TOKEN_CALLS.adminMint, [to, amount]);
        return;
      }
    }
    if (this.answers(token, REWARD_TOKEN_CALLS.isMinter.selector)) {
      const [minter] = this.invoke(token, REWARD_TOKEN_CALLS.isMinter, [this.address]);
      if (minter === true) {
        this.invoke(token, REWARD_TOKEN_CALLS.mint, [to, amount]);
        return;
      }
    }
    const held = this.invoke(token, TOKEN_CALLS.balanceOf, [this.address])[0] as bigint;
    const pid = this.poolOfToken.get(token);
    const deposited = pid === 0n ? 0n : this.lpSupplies.get(String(pid - 1n));
    if (held - deposited < amount) throw new Revert(MOTOCHEF_REVERTS.insufficientRewards);
    this.invoke(token, TOKEN_CALLS.transfer, [to, amount]);
  }

  private addPool(lpToken: string, allocPoint: bigint): void {
    checkAllocPoint(allocPoint);
    if (lpToken !== DEAD_ADDRESS && this.poolOfToken.get(lpToken) !== 0n) {
      throw new Revert(MOTOCHEF_REVERTS.poolExists);
    }
    const pid = this.poolCount.value;
    const key = pid.toString();
    this.lpTokens.set(key, lpToken);
    if (lpToken !== DEAD_ADDRESS) this.poolOfToken.set(lpToken, pid + 1n);
    this.allocPoints.set(key, allocPoint);
    this.lastRewardBlocks.set(key, this.blockNumber);
    this.totalAllocPointSlot.value = this.totalAllocPointSlot.value + allocPoint;
    this.poolCount.value = pid + 1n;
    this.emit('PoolAdded', [Number(pid), allocPoint, lpToken]);
  }

  private updateAllPools(): void {
    for (let pid = 0; pid < this.poolsLength(); pid++) this.updatePool(pid);
  }

  /** The storage key of a pool, or a revert for an unknown pool id. */
  private pool(pid: number): string {
    if (pid < 0 || BigInt(pid) >= this.poolCount.value) {
      throw new Revert(MOTOCHEF_REVERTS.invalidPool);
    }
    return String(pid);
  }

  /** A pool that takes token deposits (every pool but the BTC pool). */
  private tokenPool(pid: number): string {
    const key = this.pool(pid);
    if (pid === BTC_POOL_ID) throw new Revert(MOTOCHEF_REVERTS.btcPool);
    return key;
  }

  private poolStateNow(key: string): PoolState {
    const lastRewardBlock = this.lastRewardBlocks.get(key);
    const accPerShare = this.accPerShares.get(key);
    if (this.blockNumber <= lastRewardBlock) return { accPerShare, lastRewardBlock };
    const supply = this.lpSupplies.get(key);
    const reward = poolReward(
      this.getMultiplier(lastRewardBlock, this.blockNumber),
      this.rewardPerBlockSlot.value,
      this.allocPoints.get(key),
      this.totalAllocPointSlot.value,
    );
    return { accPerShare: accrue(accPerShare, reward, supply), lastRewardBlock: this.blockNumber };
  }

  private takeDeposit(key: string, user: string, amount: bigint): void {
    const deposited = this.amounts.get(key, user);
    if (amount > deposited) throw new Revert(MOTOCHEF_REVERTS.withdrawTooMuch);
    this.amounts.set([key, user], deposited - amount);
    this.lpSupplies.set(key, this.lpSupplies.get(key) - amount);
  }

  private clearBtcStake(user: string): void {
    this.stakeTxIds.set(user, 0n);
    this.stakeIndexes.set(user, 0n);
  }
}

function checkAllocPoint(allocPoint: bigint): void {
  if (allocPoint >= U64_LIMIT) throw new Revert(MOTOCHEF_REVERTS.allocPointTooLarge);
}

function checkRecipient(to: string): void {
  if (to === DEAD_ADDRESS) throw new Revert(MOTOCHEF_REVERTS.invalidRecipient);
}

/** The transaction id as the u256 the BTC staking events carry (0 in a read-only call). */
function txIdNumber(txId: string): bigint {
  const hex = txId.replace(/^0x/, '');
  return /^[0-9a-fA-F]+$/.test(hex) ? BigInt(`0x${hex}`) : 0n;
}

/** The methods every chef shares, by signature (each kind adds initialize and its own). */
export const MOTOCHEF_METHODS: Readonly<Record<string, MethodImpl<MotoChefBase>>> = {
  'update(address,bytes)': (chef) => chef.update(),
  'totalAllocPoint()': (chef) => [chef.totalAllocPoint()],
  'getMotoPerBlock()': (chef) => [chef.rewardPerBlock()],
  'getBonusEndBlock()': (chef) => [chef.bonusEndBlock()],
  'getBonusMultiplier()': (chef) => [chef.bonusMultiplier()],
  'getLpTokens()': (chef) => [chef.lpTokenList()],
  'getPoolsLength()': (chef) => [chef.poolsLength()],
  'getLpToken(uint32)': (chef, args) => [chef.lpToken(args.smallUint(0))],
  'getPoolInfo(uint32)': (chef, args) => chef.poolInfo(args.smallUint(0)),
  'getUserInfo(uint32,address)': (chef, args) => chef.userInfo(args.smallUint(0), args.address(1)),
  'getMultiplier(uint256,uint256)': (chef, args) => [
    chef.getMultiplier(args.uint(0), args.uint(1)),
  ],
  'pendingMoto(uint32,address)': (chef, args) => [
    chef.pendingReward(args.smallUint(0), args.address(1)),
  ],
  'treasuryAddress()': (chef) => [chef.treasuryAddress()],
  'getStakingTxId(address)': (chef, args) => [chef.stakingTxId(args.address(0))],
  'getStakingIndex(address)': (chef, args) => [chef.stakingIndex(args.address(0))],
  'totalBTCStaked()': (chef) => [chef.totalBTCStaked()],
  'stakeBTC(uint256)': (chef, args) => chef.stakeBTC(args.uint(0)),
  'unstakeBTC()': (chef) => chef.unstakeBTC(),
  'removeBTCStake(address)': (chef, args) => chef.removeBTCStake(args.address(0)),
  'add(uint256,address)': (chef, args) => chef.add(args.uint(0), args.address(1)),
  'set(uint32,uint256,uint8)': (chef, args) =>
    chef.set(args.smallUint(0), args.uint(1), args.smallUint(2)),
  'updatePool(uint32)': (chef, args) => chef.updatePool(args.smallUint(0)),
  'massUpdatePools(uint16,uint32[])': (chef, args) =>
    chef.massUpdatePools(args.smallUint(0), args.smallUintList(1)),
  'deposit(uint32,uint256,address)': (chef, args) =>
    chef.deposit(args.smallUint(0), args.uint(1), args.address(2)),
  'withdraw(uint32,uint256,address)': (chef, args) =>
    chef.withdraw(args.smallUint(0), args.uint(1), args.address(2)),
  'harvest(uint32,address)': (chef, args) => chef.harvest(args.smallUint(0), args.address(1)),
  'withdrawAndHarvest(uint32,uint256,address)': (chef, args) =>
    chef.withdrawAndHarvest(args.smallUint(0), args.uint(1), args.address(2)),
  'emergencyWithdraw(uint32,address)': (chef, args) =>
    chef.emergencyWithdraw(args.smallUint(0), args.address(1)),
  'onOP20Received(address,address,uint256,bytes)': (chef) => chef.onOP20Received(),
  'setMotoPerBlock(uint256)': (chef, args) => chef.setRewardPerBlock(args.uint(0)),
  'setBonusEndBlock(uint256)': (chef, args) => chef.setBonusEndBlock(args.uint(0)),
  'setBonusMultiplier(uint256)': (chef, args) => chef.setBonusMultiplier(args.uint(0)),
  'owner()': (chef) => [chef.owner()],
  'renounceOwnership()': (chef) => chef.renounceOwnership(),
  'transferOwnership(address)': (chef, args) => chef.transferOwnership(args.address(0)),
};
