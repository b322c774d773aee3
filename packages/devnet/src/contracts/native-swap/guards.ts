import { NATIVE_SWAP_REVERTS, fillTemplate } from '@opswap/protocol/nativeswap/native-swap-reverts';
import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import { Revert } from '../../vm/revert.ts';
import { PUBLIC_KEY_LENGTH, csvAddress, isValidBitcoinAddress } from './bitcoin-outputs.ts';
import type { NativeSwapEnv } from './env.ts';

export type NativeSwapRevert = keyof typeof NATIVE_SWAP_REVERTS;

/** A NativeSwap revert with its message filled in, verbatim from the protocol's catalogue. */
export function nativeRevert(
  name: NativeSwapRevert,
  values: Readonly<Record<string, string | number | bigint>> = {},
): Revert {
  return new Revert(fillTemplate(NATIVE_SWAP_REVERTS[name], values));
}

/** Receivers are 1-block CSV addresses: a seller can spend a payment one block after it. */
export const RECEIVER_CSV_BLOCKS = 1;

export function ensureNotWithdrawMode(env: NativeSwapEnv): void {
  if (env.settings.withdrawMode.value) throw nativeRevert('withdrawModeActive');
}

export function ensureDeployer(env: NativeSwapEnv): void {
  if (env.sender !== env.deployer) throw nativeRevert('onlyDeployer');
}

/**
 * What every trading entry point requires (A.1): not paused, not in withdraw mode, called by
 * the transaction's signer directly, who is not a contract.
 */
export function ensureTradingAllowed(env: NativeSwapEnv): void {
  if (env.settings.paused.value) throw nativeRevert('paused');
  ensureNotWithdrawMode(env);
  if (env.origin !== env.sender) throw nativeRevert('originMustBeSender');
  if (env.hasContract(env.sender)) throw nativeRevert('senderMustBeEoa');
}

export function ensureValidToken(token: string): void {
  if (token === DEAD_ADDRESS) throw nativeRevert('invalidTokenAddress');
}

export function ensureReceiverKey(receiver: Uint8Array): void {
  if (receiver.length !== PUBLIC_KEY_LENGTH) throw nativeRevert('invalidReceiverLength');
}

export function ensureBitcoinAddress(receiverStr: string): void {
  if (!isValidBitcoinAddress(receiverStr)) throw nativeRevert('invalidReceiverAddress');
}

/** The receiver text must be the 1-block CSV P2WSH address of the receiver key. */
export function ensureReceiverIsCsv(receiver: Uint8Array, receiverStr: string): void {
  if (csvAddress(receiver, RECEIVER_CSV_BLOCKS) !== receiverStr) {
    throw nativeRevert('receiverNotCsv', { blocks: RECEIVER_CSV_BLOCKS });
  }
}
