import {
  MAX_ACTIVATION_DELAY,
  MINIMUM_LISTING_SATS,
  MINIMUM_TRADE_SATS,
  PRIORITY_QUEUE_BASE_FEE_SATS,
  PRIORITY_QUEUE_TOKEN_TAX_PERCENT,
  RESERVATION_BASE_FEE_SATS,
  RESERVATION_LIFETIME_BLOCKS,
  TIMELOCK_OUTPUT_SATS,
} from '@opswap/protocol/constants';
import type { SlashingSchedule } from '@opswap/protocol/nativeswap/unlisting-slashing';
import { DEFAULT_SLASHING_SCHEDULE } from '@opswap/protocol/nativeswap/unlisting-slashing';
import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import type { DeploymentArgs } from '../../vm/contract.ts';
import type { ContractDeployment } from '../../vm/execution.ts';
import { argAddress, argBigint, argNumber, argString } from '../deployment-args.ts';
import { isValidBitcoinAddress } from './bitcoin-outputs.ts';

/**
 * What a reserve transaction must pay to the buyer's own CSV address (its "proof of funds"):
 * - 'timelock' (the product spec): with an activation delay d > 0, an output of at least the
 *   timelock value (330 sats) to the CSV(d) address; nothing with d = 0.
 * - 'full' (reference A.8.1): an output of maximumAmountIn sats to the CSV(max(d, 1)) address.
 * - 'off': no such output.
 */
export type ProofOfFundsRule = 'timelock' | 'full' | 'off';

const PROOF_OF_FUNDS_RULES: readonly ProofOfFundsRule[] = ['timelock', 'full', 'off'];

/** The regtest fees address the reference contract starts with (A.3). */
export const DEFAULT_FEES_ADDRESS =
  'bcrt1qup339pnfsgz7rwu5qvw7e3pgdjmpda9zlwlg8ua70v3p8xl3tnqsjm472h';

/** The numbers a NativeSwap deployment fixes; the product spec's values by default. */
export interface NativeSwapConfig {
  reservationLifetimeBlocks: number;
  minimumTradeSats: bigint;
  minimumListingSats: bigint;
  priorityTaxPercent: bigint;
  slashing: SlashingSchedule;
  maxActivationDelay: number;
  maxProvidersPerReservation: number;
  proofOfFunds: ProofOfFundsRule;
  timelockOutputSats: bigint;
  /** A purge pass stops once it restored at least this many provider entries (A.11). */
  purgeBudget: number;
  /** Dust resets done at once per call; the rest wait in the fulfilled queues (A.12). */
  maxImmediateResets: number;
  /** Deferred resets finished per listing or reservation. */
  queuedResetsPerCall: number;
}

/** The settings setFees, setFeesAddress and setStakingContractAddress change later. */
export interface NativeSwapInitialSettings {
  reservationBaseFee: bigint;
  priorityQueueBaseFee: bigint;
  feesAddress: string;
  stakingContractAddress: string;
}

export const DEFAULT_NATIVE_SWAP_CONFIG: NativeSwapConfig = {
  reservationLifetimeBlocks: RESERVATION_LIFETIME_BLOCKS,
  minimumTradeSats: MINIMUM_TRADE_SATS,
  minimumListingSats: MINIMUM_LISTING_SATS,
  priorityTaxPercent: PRIORITY_QUEUE_TOKEN_TAX_PERCENT,
  slashing: DEFAULT_SLASHING_SCHEDULE,
  maxActivationDelay: MAX_ACTIVATION_DELAY,
  maxProvidersPerReservation: 150,
  proofOfFunds: 'timelock',
  timelockOutputSats: TIMELOCK_OUTPUT_SATS,
  purgeBudget: 100,
  maxImmediateResets: 120,
  queuedResetsPerCall: 50,
};

function argRule(args: DeploymentArgs): ProofOfFundsRule {
  const value = argString(args, 'proofOfFunds', DEFAULT_NATIVE_SWAP_CONFIG.proofOfFunds);
  const rule = PROOF_OF_FUNDS_RULES.find((candidate) => candidate === value);
  if (!rule) throw new Error(`proofOfFunds must be one of ${PROOF_OF_FUNDS_RULES.join(', ')}`);
  return rule;
}

function percentToBps(args: DeploymentArgs, key: string, fallback: bigint): bigint {
  return argBigint(args, key, fallback / 100n) * 100n;
}

/** Reads a deployment's arguments; every one is optional (see NATIVE_SWAP_CONTRACT). */
export function nativeSwapConfigFrom(args: DeploymentArgs): NativeSwapConfig {
  const d = DEFAULT_NATIVE_SWAP_CONFIG;
  const config: NativeSwapConfig = {
    reservationLifetimeBlocks: argNumber(
      args,
      'reservationLifetimeBlocks',
      d.reservationLifetimeBlocks,
    ),
    minimumTradeSats: argBigint(args, 'minimumTradeSats', d.minimumTradeSats),
    minimumListingSats: argBigint(args, 'minimumListingSats', d.minimumListingSats),
    priorityTaxPercent: argBigint(args, 'priorityTaxPercent', d.priorityTaxPercent),
    slashing: {
      minimumBps: percentToBps(args, 'slashingMinimumPercent', d.slashing.minimumBps),
      maximumBps: percentToBps(args, 'slashingMaximumPercent', d.slashing.maximumBps),
      riseOverBlocks: argNumber(args, 'slashingRiseOverBlocks', d.slashing.riseOverBlocks),
      graceBlocks: argNumber(args, 'slashingGraceBlocks', d.slashing.graceBlocks),
    },
    maxActivationDelay: argNumber(args, 'maxActivationDelay', d.maxActivationDelay),
    maxProvidersPerReservation: argNumber(
      args,
      'maxProvidersPerReservation',
      d.maxProvidersPerReservation,
    ),
    proofOfFunds: argRule(args),
    timelockOutputSats: argBigint(args, 'timelockOutputSats', d.timelockOutputSats),
    purgeBudget: argNumber(args, 'purgeBudget', d.purgeBudget),
    maxImmediateResets: argNumber(args, 'maxImmediateResets', d.maxImmediateResets),
    queuedResetsPerCall: argNumber(args, 'queuedResetsPerCall', d.queuedResetsPerCall),
  };
  if (config.reservationLifetimeBlocks < 1) throw new Error('reservationLifetimeBlocks < 1');
  if (config.slashing.riseOverBlocks < 1) throw new Error('slashingRiseOverBlocks < 1');
  if (config.purgeBudget < 1) throw new Error('purgeBudget < 1');
  if (config.maxProvidersPerReservation < 1) throw new Error('maxProvidersPerReservation < 1');
  return config;
}

export function initialSettingsFrom(args: DeploymentArgs): NativeSwapInitialSettings {
  const feesAddress = argString(args, 'feesAddress', DEFAULT_FEES_ADDRESS);
  if (!isValidBitcoinAddress(feesAddress)) {
    throw new Error(`feesAddress must be a regtest address, got ${feesAddress}`);
  }
  return {
    reservationBaseFee: argBigint(args, 'reservationBaseFee', RESERVATION_BASE_FEE_SATS),
    priorityQueueBaseFee: argBigint(args, 'priorityQueueBaseFee', PRIORITY_QUEUE_BASE_FEE_SATS),
    feesAddress,
    stakingContractAddress:
      args.stakingContractAddress === undefined
        ? DEAD_ADDRESS
        : argAddress(args, 'stakingContractAddress'),
  };
}

const configs = new WeakMap<ContractDeployment, NativeSwapConfig>();

/** The deployment's config, read once per deployment (deployments are immutable). */
export function configOf(deployment: ContractDeployment): NativeSwapConfig {
  let config = configs.get(deployment);
  if (!config) {
    config = nativeSwapConfigFrom(deployment.args);
    configs.set(deployment, config);
  }
  return config;
}
