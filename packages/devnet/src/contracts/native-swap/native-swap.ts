import { MOTOCHEF_ABI, NativeSwapAbi } from 'opnet';
import type { BitcoinInterfaceAbi } from 'opnet';
import { u32be } from '../../bytes.ts';
import type { TxOutput } from '../../tx/parsed-transaction.ts';
import type { AbiFunction } from '../../vm/abi.ts';
import type { AbiValue } from '../../vm/abi-codec.ts';
import { Contract, defineContract } from '../../vm/contract.ts';
import type { DeploymentArgs } from '../../vm/contract.ts';
import type { ContractStorage } from '../../vm/storage.ts';
import { ON_OP20_RECEIVED } from '../op20.ts';
import * as admin from './admin.ts';
import { cancelListing, withdrawListing } from './cancel-listing.ts';
import { configOf, initialSettingsFrom } from './config.ts';
import type { NativeSwapConfig } from './config.ts';
import { createPool } from './create-pool.ts';
import type { NativeSwapEnv } from './env.ts';
import { listLiquidity } from './list-liquidity.ts';
import { reserve } from './reserve.ts';
import { NativeSwapSettings } from './settings.ts';
import { swap } from './swap.ts';
import * as views from './views.ts';

/**
 * The shipped NativeSwapAbi plus the receiver hook, declared as the shipped MotoChef ABI declares
 * it, so that safeTransfer to NativeSwap works as the contract's onOP20Received allows.
 */
const NATIVE_SWAP_ABI: BitcoinInterfaceAbi = [
  ...NativeSwapAbi,
  ...MOTOCHEF_ABI.filter((element) => element.name === 'onOP20Received'),
];

/** NativeSwap: BTC to OP20 swaps through listings, reservations and BTC outputs (reference A). */
export class NativeSwap extends Contract implements NativeSwapEnv {
  readonly settings = new NativeSwapSettings(this.storage);

  get config(): NativeSwapConfig {
    return configOf(this.frame.deployment);
  }

  get slots(): ContractStorage {
    return this.storage;
  }

  get outputs(): readonly TxOutput[] {
    return this.frame.context.outputs;
  }

  initialize(args: DeploymentArgs): void {
    configOf(this.frame.deployment);
    const initial = initialSettingsFrom(args);
    this.settings.reservationBaseFee.value = initial.reservationBaseFee;
    this.settings.priorityQueueBaseFee.value = initial.priorityQueueBaseFee;
    this.settings.feesAddress.value = initial.feesAddress;
    this.settings.stakingContractAddress.value = initial.stakingContractAddress;
  }

  emitEvent(name: string, values: readonly AbiValue[]): void {
    this.emit(name, values);
  }

  call(to: string, fn: AbiFunction, args: readonly AbiValue[]): AbiValue[] {
    return this.invoke(to, fn, args);
  }

  hasContract(address: string): boolean {
    return this.isContract(address);
  }

  contractAnswers(address: string, selector: number): boolean {
    return this.answers(address, selector);
  }
}

/**
 * kind 'NativeSwap'. Every deployment argument is optional (defaults: the product spec):
 * reservationLifetimeBlocks 6, minimumTradeSats 50000, minimumListingSats 50000,
 * reservationBaseFee 5000, priorityQueueBaseFee 50000, priorityTaxPercent 3,
 * slashingMinimumPercent 50, slashingMaximumPercent 90, slashingRiseOverBlocks 2016,
 * slashingGraceBlocks 4, feesAddress (regtest address), stakingContractAddress (0x + 64 hex),
 * maxActivationDelay 3, maxProvidersPerReservation 150, proofOfFunds 'timelock' | 'full' | 'off',
 * timelockOutputSats 330, purgeBudget 100, maxImmediateResets 120, queuedResetsPerCall 50.
 */
export const NATIVE_SWAP_CONTRACT = defineContract({
  kind: 'NativeSwap',
  abi: NATIVE_SWAP_ABI,
  reentrancy: 'standard',
  create: (frame) => new NativeSwap(frame),
  construct: (contract, args) => contract.initialize(args),
  methods: {
    'reserve(address,uint64,uint256,uint8,bytes)': (c, a) =>
      reserve(c, {
        token: a.address(0),
        maximumAmountIn: a.uint(1),
        minimumAmountOut: a.uint(2),
        activationDelay: a.smallUint(3),
        senderKey: a.bytes(4),
      }),
    'swap(address)': (c, a) => swap(c, a.address(0)),
    'update(address,bytes)': (c) => admin.update(c),
    'listLiquidity(address,bytes,string,uint128,bool)': (c, a) =>
      listLiquidity(c, {
        token: a.address(0),
        receiver: a.bytes(1),
        receiverStr: a.string(2),
        amountIn: a.uint(3),
        priority: a.bool(4),
      }),
    'cancelListing(address)': (c, a) => cancelListing(c, a.address(0)),
    'withdrawListing(address)': (c, a) => withdrawListing(c, a.address(0)),
    'createPool(address,uint256,uint128,bytes,string,uint16,uint256,uint16,uint8,uint64,uint64)': (
      c,
      a,
    ) =>
      createPool(c, {
        token: a.address(0),
        floorPrice: a.uint(1),
        initialLiquidity: a.uint(2),
        receiver: a.bytes(3),
        receiverStr: a.string(4),
        antiBotEnabledFor: a.smallUint(5),
        antiBotMaximumTokensPerReservation: a.uint(6),
        maxReservesIn5BlocksPercent: a.smallUint(7),
        poolType: a.smallUint(8),
        amplification: a.uint(9),
        pegStalenessThreshold: a.uint(10),
      }),
    'setFees(uint64,uint64)': (c, a) => admin.setFees(c, a.uint(0), a.uint(1)),
    'setStakingContractAddress(address)': (c, a) =>
      admin.setStakingContractAddress(c, a.address(0)),
    'setFeesAddress(string)': (c, a) => admin.setFeesAddress(c, a.string(0)),
    'pause()': (c) => admin.setPaused(c, true),
    'unpause()': (c) => admin.setPaused(c, false),
    'activateWithdrawMode()': (c) => admin.activateWithdrawMode(c),
    'isPaused()': (c) => [c.settings.paused.value],
    'isWithdrawModeActive()': (c) => [c.settings.withdrawMode.value],
    'getReserve(address)': (c, a) => views.getReserve(c, a.address(0)),
    'getQuote(address,uint64)': (c, a) => views.getQuote(c, a.address(0), a.uint(1)),
    'getProviderDetails(address)': (c, a) => views.getProviderDetails(c, a.address(0)),
    'getProviderDetailsById(uint256)': (c, a) => views.getProviderDetailsById(c, a.uint(0)),
    'getQueueDetails(address)': (c, a) => views.getQueueDetails(c, a.address(0)),
    'getPriorityQueueCost()': (c) => [c.settings.priorityQueueBaseFee.value],
    'getFees()': (c) => [
      c.settings.reservationBaseFee.value,
      c.settings.priorityQueueBaseFee.value,
    ],
    'getAntibotSettings(address)': (c, a) => views.getAntibotSettings(c, a.address(0)),
    'getStakingContractAddress()': (c) => [c.settings.stakingContractAddress.value],
    'getFeesAddress()': (c) => [c.settings.feesAddress.value],
    'getPoolInfo(address)': (c, a) => views.getPoolInfo(c, a.address(0)),
    'onOP20Received(address,address,uint256,bytes)': () => [u32be(ON_OP20_RECEIVED.selector)],
  },
});
