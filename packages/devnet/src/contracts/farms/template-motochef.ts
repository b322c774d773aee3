import { BASIS_POINTS } from '@opswap/protocol/math/basis-points';
import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import { normalizeAddress } from '../../address.ts';
import { defineContract } from '../../vm/contract.ts';
import type { DeploymentArgs } from '../../vm/contract.ts';
import { Revert } from '../../vm/revert.ts';
import { StoredBigint, StoredString } from '../../vm/storage.ts';
import { argAddress, argBigint, argString } from '../deployment-args.ts';
import { TEMPLATE_MOTOCHEF_ABI } from '../factories/shipped-abis.ts';
import { splitBtcFee } from './btc-stake-fees.ts';
import type { BtcFeeDue } from './btc-stake-fees.ts';
import {
  MOTOCHEF_METHODS,
  MOTOCHEF_REVERTS,
  MotoChefBase,
  REWARD_TOKEN_POOL_ID,
} from './motochef-base.ts';

/**
 * The parts of a user farm's BTC staking fee that go to MotoSwap and to OP_NET, in basis points
 * of the fee; the farm's own recipient gets the rest. The real split is not public.
 */
export const TEMPLATE_FARM_FEE_SPLIT = { motoSwapFeeBps: 1_000n, opnetFeeBps: 1_000n } as const;

export const TEMPLATE_MOTOCHEF_REVERTS = {
  additionalPools: 'Additional pool tokens and alloc points differ in length',
  feePercentage: 'User BTC fee percentage cannot exceed 100',
} as const;

export interface TemplateMotoChefInitialization {
  userTokenAddress: string;
  tokenPerBlock: bigint;
  bonusEndBlock: bigint;
  bonusMultiplier: bigint;
  btcAllocPoint: bigint;
  tokenAllocPoint: bigint;
  /** Percent of the staked BTC charged as the staking fee. */
  userBTCFeePercentage: bigint;
  userFeeRecipient: string;
  motoSwapFeeRecipient: string;
  opnetFeeRecipient: string;
  farmName: string;
  farmBanner: string;
  additionalPoolTokens: readonly string[];
  additionalPoolAllocPoints: readonly bigint[];
}

/**
 * A user farm deployed by the MotoChef factory: it pays the user's token (minted through the
 * token's minter role the factory grants it), pool 0 stakes BTC, pool 1 the token, then the
 * additional pools. A BTC stake pays userBTCFeePercentage of the stake, split between the farm's
 * fee recipient, MotoSwap and OP_NET.
 */
export class TemplateMotoChef extends MotoChefBase {
  private readonly farmNameSlot = new StoredString(this.storage, 'farmName');
  private readonly farmBannerSlot = new StoredString(this.storage, 'farmBanner');
  private readonly userFeeRecipientSlot = new StoredString(this.storage, 'userFeeRecipient');
  private readonly motoSwapFeeRecipientSlot = new StoredString(this.storage, 'motoSwapRecipient');
  private readonly opnetFeeRecipientSlot = new StoredString(this.storage, 'opnetFeeRecipient');
  private readonly feePercentageSlot = new StoredBigint(this.storage, 'btcFeePercentage');
  private readonly motoSwapFeeBpsSlot = new StoredBigint(this.storage, 'motoSwapFeeBps');
  private readonly opnetFeeBpsSlot = new StoredBigint(this.storage, 'opnetFeeBps');

  setFeeSplit(motoSwapFeeBps: bigint, opnetFeeBps: bigint): void {
    if (motoSwapFeeBps + opnetFeeBps > BASIS_POINTS) {
      throw new Error('motoSwapFeeBps + opnetFeeBps must not exceed 10000');
    }
    this.motoSwapFeeBpsSlot.value = motoSwapFeeBps;
    this.opnetFeeBpsSlot.value = opnetFeeBps;
  }

  initialize(init: TemplateMotoChefInitialization): void {
    if (init.additionalPoolTokens.length !== init.additionalPoolAllocPoints.length) {
      throw new Revert(TEMPLATE_MOTOCHEF_REVERTS.additionalPools);
    }
    if (init.userBTCFeePercentage > 100n) throw new Revert(TEMPLATE_MOTOCHEF_REVERTS.feePercentage);
    this.setUp({
      rewardToken: init.userTokenAddress,
      rewardPerBlock: init.tokenPerBlock,
      bonusEndBlock: init.bonusEndBlock,
      bonusMultiplier: init.bonusMultiplier,
      btcAllocPoint: init.btcAllocPoint,
      pools: [
        { lpToken: init.userTokenAddress, allocPoint: init.tokenAllocPoint },
        ...init.additionalPoolTokens.map((lpToken, index) => ({
          lpToken,
          allocPoint: init.additionalPoolAllocPoints[index] ?? 0n,
        })),
      ],
    });
    this.feePercentageSlot.value = init.userBTCFeePercentage;
    this.userFeeRecipientSlot.value = init.userFeeRecipient;
    this.motoSwapFeeRecipientSlot.value = init.motoSwapFeeRecipient;
    this.opnetFeeRecipientSlot.value = init.opnetFeeRecipient;
    this.farmNameSlot.value = init.farmName;
    this.farmBannerSlot.value = init.farmBanner;
  }

  farmName(): string {
    return this.farmNameSlot.value;
  }

  farmBanner(): string {
    return this.farmBannerSlot.value;
  }

  userFeeRecipient(): string {
    return this.userFeeRecipientSlot.value;
  }

  motoSwapFeeRecipient(): string {
    return this.motoSwapFeeRecipientSlot.value;
  }

  opnetFeeRecipient(): string {
    return this.opnetFeeRecipientSlot.value;
  }

  /** A user farm has no treasury of its own: its fee recipient stands in. */
  treasuryAddress(): string {
    return this.userFeeRecipientSlot.value;
  }

  btcFeePercentage(): bigint {
    return this.feePercentageSlot.value;
  }

  /** How the BTC fee is split: (user, MotoSwap, OP_NET, total) in basis points of the fee. */
  feeDistributionBps(): [bigint, bigint, bigint, bigint] {
    const motoSwap = this.motoSwapFeeBpsSlot.value;
    const opnet = this.opnetFeeBpsSlot.value;
    return [BASIS_POINTS - motoSwap - opnet, motoSwap, opnet, BASIS_POINTS];
  }

  totalUserTokenStaked(): bigint {
    return this.lpSupply(REWARD_TOKEN_POOL_ID);
  }

  setUserTokenAddress(token: string): void {
    this.onlyOwner();
    if (token === DEAD_ADDRESS) throw new Revert(MOTOCHEF_REVERTS.invalidLpToken);
    this.rewardTokenSlot.value = token;
  }

  protected btcFeesFor(amount: bigint): BtcFeeDue[] {
    const fee = (amount * this.feePercentageSlot.value) / 100n;
    const [user, motoSwap, opnet] = this.feeDistributionBps();
    return splitBtcFee(fee, [
      { recipient: this.userFeeRecipientSlot.value, bps: user },
      { recipient: this.motoSwapFeeRecipientSlot.value, bps: motoSwap },
      { recipient: this.opnetFeeRecipientSlot.value, bps: opnet },
    ]);
  }
}

function listArg(args: DeploymentArgs, key: string): string[] {
  const value = args[key];
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new Error(`Deployment argument ${key} must be a list`);
  return value;
}

function initializationFrom(args: DeploymentArgs): TemplateMotoChefInitialization {
  return {
    userTokenAddress: argAddress(args, 'userTokenAddress'),
    tokenPerBlock: argBigint(args, 'tokenPerBlock'),
    bonusEndBlock: argBigint(args, 'bonusEndBlock', 0n),
    bonusMultiplier: argBigint(args, 'bonusMultiplier', 1n),
    btcAllocPoint: argBigint(args, 'BTCAllocPoint'),
    tokenAllocPoint: argBigint(args, 'tokenAllocPoint'),
    userBTCFeePercentage: argBigint(args, 'userBTCFeePercentage', 0n),
    userFeeRecipient: argString(args, 'userFeeRecipient', ''),
    motoSwapFeeRecipient: argString(args, 'motoSwapFeeRecipient', ''),
    opnetFeeRecipient: argString(args, 'opnetFeeRecipient', ''),
    farmName: argString(args, 'farmName', ''),
    farmBanner: argString(args, 'farmBanner', ''),
    additionalPoolTokens: listArg(args, 'additionalPoolTokens').map(normalizeAddress),
    additionalPoolAllocPoints: listArg(args, 'additionalPoolAllocPoints').map(BigInt),
  };
}

/**
 * kind 'TemplateMotoChef'. Deployment args: motoSwapFeeBps and opnetFeeBps (their parts of the
 * BTC fee, default 1000 each), owner (default: the deployer, which is what the factory relies
 * on). With userTokenAddress the farm is initialized at deployment from the initialize
 * arguments by name (lists as text lists); otherwise its owner calls initialize.
 */
export const TEMPLATE_MOTOCHEF_CONTRACT = defineContract({
  kind: 'TemplateMotoChef',
  abi: TEMPLATE_MOTOCHEF_ABI,
  reentrancy: 'standard',
  create: (frame) => new TemplateMotoChef(frame),
  construct: (chef, args) => {
    chef.setInitialOwner(chef.deployer);
    chef.setFeeSplit(
      argBigint(args, 'motoSwapFeeBps', TEMPLATE_FARM_FEE_SPLIT.motoSwapFeeBps),
      argBigint(args, 'opnetFeeBps', TEMPLATE_FARM_FEE_SPLIT.opnetFeeBps),
    );
    if (args.userTokenAddress !== undefined) chef.initialize(initializationFrom(args));
    if (typeof args.owner === 'string') chef.setInitialOwner(normalizeAddress(args.owner));
  },
  methods: {
    ...MOTOCHEF_METHODS,
    'initialize(address,uint256,uint256,uint256,uint256,uint256,uint256,string,string,string,string,string,address[],uint256[])':
      (chef, args) =>
        chef.initialize({
          userTokenAddress: args.address(0),
          tokenPerBlock: args.uint(1),
          bonusEndBlock: args.uint(2),
          bonusMultiplier: args.uint(3),
          btcAllocPoint: args.uint(4),
          tokenAllocPoint: args.uint(5),
          userBTCFeePercentage: args.uint(6),
          userFeeRecipient: args.string(7),
          motoSwapFeeRecipient: args.string(8),
          opnetFeeRecipient: args.string(9),
          farmName: args.string(10),
          farmBanner: args.string(11),
          additionalPoolTokens: args.addresses(12),
          additionalPoolAllocPoints: args.uintList(13),
        }),
    'getFarmName()': (chef) => [chef.farmName()],
    'getFarmBanner()': (chef) => [chef.farmBanner()],
    'setUserTokenAddress(address)': (chef, args) => chef.setUserTokenAddress(args.address(0)),
    'transferOwnershipToUser(address)': (chef, args) => chef.transferOwnership(args.address(0)),
    'userFeeRecipient()': (chef) => [chef.userFeeRecipient()],
    'motoSwapFeeRecipient()': (chef) => [chef.motoSwapFeeRecipient()],
    'opnetFeeRecipient()': (chef) => [chef.opnetFeeRecipient()],
    'btcFeePercentage()': (chef) => [chef.btcFeePercentage()],
    'getFeeDistributionBps()': (chef) => chef.feeDistributionBps(),
    'totalUserTokenStaked()': (chef) => [chef.totalUserTokenStaked()],
  },
});
