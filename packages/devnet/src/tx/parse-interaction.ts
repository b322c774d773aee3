import { gunzipSync } from 'node:zlib';
import { crypto, type Network, networks } from '@btc-vision/bitcoin';
import { addressFromBytes } from '../address.ts';
import { equalBytes, fromHex, toHex } from '../bytes.ts';
import { decodeInteractionScript, type InteractionScript } from './interaction-script.ts';
import { verifyMldsaLink } from './mldsa-link.ts';
import { decodeBitcoinTransaction, type DecodedTransaction } from './parse-bitcoin-transaction.ts';
import type { BitcoinTransaction, MldsaLink, ParsedInteraction } from './parsed-transaction.ts';
import { keyPathOutputKey } from './taproot.ts';
import { reject } from './transaction-rejection.ts';
import {
  type SpentOutput,
  type SpentOutputLookup,
  verifyTransaction,
} from './verify-signatures.ts';

const ANNEX_TAG = 0x50;
const GZIP_MAGIC = [0x1f, 0x8b];
/** The library's Compressor limit. */
const MAX_CALLDATA = 16 * 1024 * 1024;

/** Feature flags in priority order, the order their data is written in (generators/Features.ts). */
const FEATURE_ACCESS_LIST = 0x01;
const FEATURE_EPOCH_SUBMISSION = 0x02;
const FEATURE_MLDSA_LINK = 0x04;
const FEATURES_IN_ORDER = [FEATURE_ACCESS_LIST, FEATURE_EPOCH_SUBMISSION, FEATURE_MLDSA_LINK];
const KNOWN_FEATURES = FEATURE_ACCESS_LIST | FEATURE_EPOCH_SUBMISSION | FEATURE_MLDSA_LINK;

interface InteractionWitness {
  stack: Uint8Array[];
  script: InteractionScript;
}

/** Input 0's script-path witness, when it carries an interaction tapscript. */
function interactionWitness(decoded: DecodedTransaction): InteractionWitness | null {
  const witness = decoded.decoded.ins[0]?.witness ?? [];
  const last = witness[witness.length - 1];
  const stack = witness.length >= 2 && last?.[0] === ANNEX_TAG ? witness.slice(0, -1) : witness;
  const leafScript = stack[stack.length - 2];
  if (stack.length < 2 || !leafScript) return null;
  const script = decodeInteractionScript(leafScript);
  return script ? { stack, script } : null;
}

/** Whether input 0 spends through an OP_NET interaction tapscript. */
export function isInteraction(decoded: DecodedTransaction): boolean {
  return interactionWitness(decoded) !== null;
}

function decompressCalldata(compressed: Uint8Array): Uint8Array {
  if (compressed[0] !== GZIP_MAGIC[0] || compressed[1] !== GZIP_MAGIC[1]) return compressed;
  try {
    return new Uint8Array(gunzipSync(compressed, { maxOutputLength: MAX_CALLDATA }));
  } catch (error) {
    reject('invalid-interaction', `Calldata does not decompress: ${(error as Error).message}`, 0);
  }
}

/** Splits the feature data into one blob per flag set (each a big-endian u32 length then bytes). */
function featureBlobs(flags: number, data: Uint8Array): Map<number, Uint8Array> {
  if ((flags & ~KNOWN_FEATURES) !== 0) {
    reject('invalid-interaction', `Unknown feature flags 0x${flags.toString(16)}`, 0);
  }
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const blobs = new Map<number, Uint8Array>();
  let offset = 0;
  for (const feature of FEATURES_IN_ORDER) {
    if ((flags & feature) === 0) continue;
    if (offset + 4 > data.length) reject('invalid-interaction', 'Feature data is truncated', 0);
    const length = view.getUint32(offset, false);
    offset += 4;
    if (offset + length > data.length)
      reject('invalid-interaction', 'Feature data is truncated', 0);
    blobs.set(feature, data.subarray(offset, offset + length));
    offset += length;
  }
  if (offset !== data.length) reject('invalid-interaction', 'Feature data has trailing bytes', 0);
  return blobs;
}

/**
 * Recovers the contract call an interaction transaction carries in input 0's witness
 * `[contract secret, salt signature, sender signature, tapscript, control block]`. Checks the
 * structure and the ML-DSA link; input signatures are verifyTransaction's job.
 */
export function parseInteraction(
  decoded: DecodedTransaction,
  network: Network = networks.regtest,
): ParsedInteraction {
  const witness = interactionWitness(decoded);
  if (!witness)
    reject('invalid-interaction', 'Input 0 does not carry an OP_NET interaction script', 0);
  const { stack, script } = witness;
  if (stack.length !== 5) reject('invalid-interaction', 'Input 0 witness must hold 5 items', 0);

  const secret = stack[0] as Uint8Array;
  if (secret.length !== 32) reject('invalid-interaction', 'Contract secret must be 32 bytes', 0);
  if (!equalBytes(crypto.hash160(secret), script.contractSecretHash)) {
    reject('invalid-interaction', 'Contract secret does not match the HASH160 in the script', 0);
  }

  if (script.senderKeyPrefix !== 0x02 && script.senderKeyPrefix !== 0x03) {
    reject('invalid-interaction', 'Header does not start with a public key prefix', 0);
  }
  const senderTweakedKey = keyPathOutputKey(script.senderKey);
  if (!senderTweakedKey) reject('invalid-interaction', 'Sender key is not a curve point', 0);
  const originalKey = new Uint8Array([script.senderKeyPrefix, ...script.senderKey]);

  const blobs = featureBlobs(script.featureFlags, script.featureData);
  const linkData = blobs.get(FEATURE_MLDSA_LINK);
  const mldsaLink: MldsaLink | null = linkData
    ? verifyMldsaLink(linkData, { tweakedKey: fromHex(senderTweakedKey), originalKey }, network)
    : null;

  return {
    transaction: decoded.transaction,
    contract: addressFromBytes(secret),
    calldata: decompressCalldata(script.compressedCalldata),
    senderTweakedKey,
    senderPublicKey: toHex(originalKey),
    mldsaLink,
    priorityFee: script.priorityFee,
    challengeSolution: toHex(script.challengeSolution),
  };
}

/** One transaction of a package, decoded, with its signatures checked. */
export interface VerifiedPackageTransaction {
  transaction: BitcoinTransaction;
  spent: SpentOutput[];
  fee: bigint;
}

export interface VerifiedPackage {
  transactions: VerifiedPackageTransaction[];
  /** The contract call, when the package's last transaction is an interaction. */
  interaction: ParsedInteraction | null;
}

/**
 * Decodes and verifies a package in order (btc_sendRawTransactionPackage: [funding, interaction]),
 * each transaction seeing the outputs of those before it, and parses the last one as an interaction
 * when it is one.
 */
export function verifyPackage(
  rawTransactions: readonly (string | Uint8Array)[],
  lookup: SpentOutputLookup,
  network: Network = networks.regtest,
): VerifiedPackage {
  if (rawTransactions.length === 0) reject('malformed', 'Empty transaction package');
  const created = new Map<string, SpentOutput>();
  const packageLookup: SpentOutputLookup = (txid, vout) =>
    created.get(`${txid}:${vout}`) ?? lookup(txid, vout);

  const decodedAll = rawTransactions.map((raw) => decodeBitcoinTransaction(raw, network));
  const transactions = decodedAll.map((decoded) => {
    const verified = verifyTransaction(decoded, packageLookup);
    for (const output of decoded.transaction.outputs) {
      created.set(`${decoded.transaction.txid}:${output.index}`, output);
    }
    return { transaction: decoded.transaction, ...verified };
  });

  const last = decodedAll[decodedAll.length - 1] as DecodedTransaction;
  return {
    transactions,
    interaction: isInteraction(last) ? parseInteraction(last, network) : null,
  };
}
