import { address as bitcoinAddress, networks } from '@btc-vision/bitcoin';
import { TimeLockGenerator } from '@btc-vision/transaction';
import { toHex } from '../../bytes.ts';
import type { TxOutput } from '../../tx/parsed-transaction.ts';

/** The devnet is a regtest chain: every address NativeSwap checks is a regtest address. */
const NETWORK = networks.regtest;

/** A compressed public key: what receivers and the reserve's `sender` argument carry. */
export const PUBLIC_KEY_LENGTH = 33;

/** Output 0 of an interaction pays the epoch challenge; fees count only from output 1 on. */
const FIRST_USER_OUTPUT = 1;

const csvAddresses = new Map<string, string>();

/**
 * The P2WSH address of `<blocks> OP_CHECKSEQUENCEVERIFY OP_DROP <key> OP_CHECKSIG` on regtest,
 * the address the client derives with `Address.toCSV(blocks, network)`, which calls this same
 * generator with the key's compressed form.
 */
export function csvAddress(publicKey: Uint8Array, blocks: number): string {
  const id = `${toHex(publicKey)}:${blocks}`;
  let address = csvAddresses.get(id);
  if (address === undefined) {
    address = TimeLockGenerator.generateTimeLockAddress(
      publicKey as Parameters<typeof TimeLockGenerator.generateTimeLockAddress>[0],
      NETWORK,
      blocks,
    ).address;
    csvAddresses.set(id, address);
  }
  return address;
}

/** Whether a string is an address that regtest outputs can pay to. */
export function isValidBitcoinAddress(address: string): boolean {
  if (address.length === 0) return false;
  try {
    bitcoinAddress.toOutputScript(address, NETWORK);
    return true;
  } catch {
    return false;
  }
}

/** Sats the transaction pays to an address, summed over every output from `fromIndex` on. */
export function satoshisPaidTo(
  outputs: readonly TxOutput[],
  address: string,
  fromIndex = 0,
): bigint {
  let total = 0n;
  for (const output of outputs) {
    if (output.index >= fromIndex && output.address === address) total += output.value;
  }
  return total;
}

/** Sats the transaction pays to an address outside the interaction's own output 0. */
export function feeSatoshisPaidTo(outputs: readonly TxOutput[], address: string): bigint {
  return satoshisPaidTo(outputs, address, FIRST_USER_OUTPUT);
}
