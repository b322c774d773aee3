import { address, type Network, networks, reverseCopy, Transaction } from '@btc-vision/bitcoin';
import { BITCOIN_MAX_SUPPLY_SATS } from '@opswap/protocol/constants';
import { fromHex, toHex } from '../bytes.ts';
import type { BitcoinTransaction, TxInput, TxOutput } from './parsed-transaction.ts';
import { reject } from './transaction-rejection.ts';

/** A parsed transaction together with the library's decoding, which signature checks need. */
export interface DecodedTransaction {
  transaction: BitcoinTransaction;
  decoded: Transaction;
}

const HEX = /^(?:[0-9a-fA-F]{2})*$/;

function toBytes(raw: string | Uint8Array): Uint8Array {
  if (raw instanceof Uint8Array) return raw;
  const hex = raw.startsWith('0x') ? raw.slice(2) : raw;
  if (hex.length === 0 || !HEX.test(hex)) reject('malformed', 'Transaction is not hex');
  return fromHex(hex);
}

/** The address an output script pays to, or null for OP_RETURN and other non-standard scripts. */
export function outputAddress(
  script: Uint8Array,
  network: Network = networks.regtest,
): string | null {
  if (script.length === 0 || script[0] === 0x6a) return null;
  try {
    return address.fromOutputScript(script, network);
  } catch {
    return null;
  }
}

/** Decodes raw transaction bytes (hex or bytes) and checks the rules that need no other data. */
export function decodeBitcoinTransaction(
  raw: string | Uint8Array,
  network: Network = networks.regtest,
): DecodedTransaction {
  const bytes = toBytes(raw);
  let decoded: Transaction;
  try {
    decoded = Transaction.fromBuffer(bytes);
  } catch (error) {
    reject('malformed', `Transaction does not decode: ${(error as Error).message}`);
  }
  if (decoded.ins.length === 0) reject('malformed', 'Transaction has no inputs');
  if (decoded.outs.length === 0) reject('malformed', 'Transaction has no outputs');

  const seen = new Set<string>();
  const inputs: TxInput[] = decoded.ins.map((input, index) => {
    const txid = toHex(reverseCopy(input.hash));
    const outpoint = `${txid}:${input.index}`;
    if (seen.has(outpoint)) reject('malformed', `Input ${index} spends ${outpoint} twice`, index);
    seen.add(outpoint);
    return { txid, vout: input.index, sequence: input.sequence };
  });

  let total = 0n;
  const outputs: TxOutput[] = decoded.outs.map((output, index) => {
    const value = BigInt(output.value);
    total += value;
    // Bitcoin's MAX_MONEY: no output, and no sum of outputs, may exceed the supply.
    if (value < 0n || value > BITCOIN_MAX_SUPPLY_SATS || total > BITCOIN_MAX_SUPPLY_SATS) {
      reject('malformed', `Output ${index} value is out of range`);
    }
    return { index, value, script: output.script, address: outputAddress(output.script, network) };
  });

  const transaction: BitcoinTransaction = {
    txid: decoded.getId(),
    hash: toHex(reverseCopy(decoded.getHash(true))),
    raw: bytes,
    inputs,
    outputs,
    vsize: decoded.virtualSize(),
  };
  return { transaction, decoded };
}

export function parseBitcoinTransaction(
  raw: string | Uint8Array,
  network: Network = networks.regtest,
): BitcoinTransaction {
  return decodeBitcoinTransaction(raw, network).transaction;
}
