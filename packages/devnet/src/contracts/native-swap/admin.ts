import { checkFeeSettings } from '@opswap/protocol/nativeswap/queue-fees';
import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import { isValidBitcoinAddress } from './bitcoin-outputs.ts';
import type { NativeSwapEnv } from './env.ts';
import { ensureDeployer, ensureNotWithdrawMode, nativeRevert } from './guards.ts';

/** The deployer's methods (A.14); all but the withdraw-mode switch stop in withdraw mode. */

function ensureAdmin(env: NativeSwapEnv): void {
  ensureDeployer(env);
  ensureNotWithdrawMode(env);
}

export function setFees(
  env: NativeSwapEnv,
  reservationBaseFee: bigint,
  priorityQueueBaseFee: bigint,
): void {
  ensureAdmin(env);
  checkFeeSettings(reservationBaseFee, priorityQueueBaseFee);
  env.settings.reservationBaseFee.value = reservationBaseFee;
  env.settings.priorityQueueBaseFee.value = priorityQueueBaseFee;
}

export function setFeesAddress(env: NativeSwapEnv, address: string): void {
  ensureAdmin(env);
  if (address.length === 0) throw nativeRevert('feesAddressEmpty');
  if (!isValidBitcoinAddress(address)) throw nativeRevert('feesAddressInvalid');
  env.settings.feesAddress.value = address;
}

export function setStakingContractAddress(env: NativeSwapEnv, address: string): void {
  ensureAdmin(env);
  if (address === DEAD_ADDRESS) throw nativeRevert('stakingAddressEmpty');
  env.settings.stakingContractAddress.value = address;
}

export function setPaused(env: NativeSwapEnv, paused: boolean): void {
  ensureAdmin(env);
  env.settings.paused.value = paused;
}

/** One way: once on, only withdrawListing changes state. */
export function activateWithdrawMode(env: NativeSwapEnv): void {
  ensureAdmin(env);
  env.settings.withdrawMode.value = true;
}

/** update(address, bytes) upgrades the contract on OP_NET; the devnet's classes cannot be. */
export function update(env: NativeSwapEnv): never {
  ensureAdmin(env);
  throw nativeRevert('updateUnsupported');
}
