import { BASIS_POINTS, basisPointsOf } from '@opswap/protocol/math/basis-points';
import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import { MOTOCHEF_ABI } from 'opnet';
import { normalizeAddress } from '../../address.ts';
import { defineContract } from '../../vm/contract.ts';
import type { DeploymentArgs } from '../../vm/contract.ts';
import { Revert } from '../../vm/revert.ts';
import { StoredBigint, StoredString } from '../../vm/storage.ts';
import { argAddress, argBigint, argString } from '../deployment-args.ts';
import { splitBtcFee } from './btc-stake-fees.ts';
import type { BtcFeeDue } from './btc-stake-fees.ts';
import { MOTOCHEF_METHODS, MOTOCHEF_REVERTS, MotoChefBase } from './motochef-base.ts';

/**
 * The BTC fee of the MOTO farm, in basis points of the staked BTC, paid to the treasury. The
 * shipped ABI exposes no fee rate for this farm, so the devnet picks one (deployment arg).
 */
export const DEFAULT_TREASURY_FEE_BPS = 100n;

export interface MotoChefInitialization {
  motoAddress: string;
  premineAmount: bigint;
  premineRecipient: string;
  motoPerBlock: bigint;
  bonusEndBlock: bigint;
  bonusMultiplier: bigint;
  treasuryAddress: string;
  btcAllocPoint: bigint;
  motoAllocPoint: bigint;
}

/** The MOTO farm: pool 0 stakes BTC, pool 1 MOTO, more pools are added by the owner. */
export class MotoChef extends MotoChefBase {
  private readonly treasurySlot = new StoredString(this.storage, 'treasuryAddress');
  private readonly treasuryFeeBpsSlot = new StoredBigint(this.storage, 'treasuryFeeBps');

  setTreasuryFeeBps(bps: bigint): void {
    if (bps >= BASIS_POINTS) throw new Error('treasuryFeeBps must be below 10000');
    this.treasuryFeeBpsSlot.value = bps;
  }

  /** Sets the schedule and the first two pools, then pays the premine. */
  initialize(init: MotoChefInitialization): void {
    this.setUp({
      rewardToken: init.motoAddress,
      rewardPerBlock: init.motoPerBlock,
      bonusEndBlock: init.bonusEndBlock,
      bonusMultiplier: init.bonusMultiplier,
      btcAllocPoint: init.btcAllocPoint,
      pools: [{ lpToken: init.motoAddress, allocPoint: init.motoAllocPoint }],
    });
    this.treasurySlot.value = init.treasuryAddress;
    if (init.premineAmount === 0n) return;
    if (init.premineRecipient === DEAD_ADDRESS) throw new Revert(MOTOCHEF_REVERTS.invalidRecipient);
    this.payReward(init.premineRecipient, init.premineAmount);
  }

  treasuryAddress(): string {
    return this.treasurySlot.value;
  }

  protected btcFeesFor(amount: bigint): BtcFeeDue[] {
    const fee = basisPointsOf(amount, this.treasuryFeeBpsSlot.value);
    return splitBtcFee(fee, [{ recipient: this.treasurySlot.value, bps: BASIS_POINTS }]);
  }
}

function initializationFrom(args: DeploymentArgs, deployer: string): MotoChefInitialization {
  return {
    motoAddress: argAddress(args, 'motoAddress'),
    premineAmount: argBigint(args, 'premineAmount', 0n),
    premineRecipient: normalizeAddress(argString(args, 'premineRecipient', deployer)),
    motoPerBlock: argBigint(args, 'motoPerBlock'),
    bonusEndBlock: argBigint(args, 'bonusEndBlock', 0n),
    bonusMultiplier: argBigint(args, 'bonusMultiplier', 1n),
    treasuryAddress: argString(args, 'treasuryAddress', ''),
    btcAllocPoint: argBigint(args, 'BTCAllocPoint'),
    motoAllocPoint: argBigint(args, 'MOTOAllocPoint'),
  };
}

/**
 * kind 'MotoChef'. Deployment args: owner (default: the deployer), treasuryFeeBps (BTC staking
 * fee to the treasury, default 100 = 1 percent). With motoAddress the farm is initialized at
 * deployment from: motoAddress, motoPerBlock, BTCAllocPoint, MOTOAllocPoint, premineAmount (0),
 * premineRecipient (the deployer), bonusEndBlock (0), bonusMultiplier (1), treasuryAddress ('');
 * otherwise its owner calls initialize. Rewards are minted with MOTO's adminMint when the farm is
 * MOTO's admin, and otherwise paid from the MOTO it holds beyond the MOTO deposited in pool 1.
 */
export const MOTOCHEF_CONTRACT = defineContract({
  kind: 'MotoChef',
  abi: MOTOCHEF_ABI,
  reentrancy: 'standard',
  create: (frame) => new MotoChef(frame),
  construct: (chef, args) => {
    chef.setInitialOwner(chef.deployer);
    chef.setTreasuryFeeBps(argBigint(args, 'treasuryFeeBps', DEFAULT_TREASURY_FEE_BPS));
    if (args.motoAddress !== undefined) chef.initialize(initializationFrom(args, chef.deployer));
    if (typeof args.owner === 'string') chef.setInitialOwner(normalizeAddress(args.owner));
  },
  methods: {
    ...MOTOCHEF_METHODS,
    'initialize(address,uint256,address,uint256,uint256,uint256,string,uint256,uint256)': (
      chef,
      args,
    ) =>
      chef.initialize({
        motoAddress: args.address(0),
        premineAmount: args.uint(1),
        premineRecipient: args.address(2),
        motoPerBlock: args.uint(3),
        bonusEndBlock: args.uint(4),
        bonusMultiplier: args.uint(5),
        treasuryAddress: args.string(6),
        btcAllocPoint: args.uint(7),
        motoAllocPoint: args.uint(8),
      }),
  },
});
