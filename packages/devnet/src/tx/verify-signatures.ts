import {
  type Bytes32,
  crypto,
  opcodes,
  rootHashFromPath,
  type Satoshi,
  type Script,
  script,
  tapleafHash,
  type TaprootHashCache,
  type Transaction,
} from '@btc-vision/bitcoin';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { equalBytes } from '../bytes.ts';
import { decodeInteractionScript } from './interaction-script.ts';
import type { DecodedTransaction } from './parse-bitcoin-transaction.ts';
import { tweakXOnlyKey, verifySchnorr } from './taproot.ts';
import { reject } from './transaction-rejection.ts';

/** The output an input spends, as the ledger knows it. */
export interface SpentOutput {
  script: Uint8Array;
  value: bigint;
}

/** Finds the output an input spends (txid in display order), or nothing when the ledger has none. */
export type SpentOutputLookup = (txid: string, vout: number) => SpentOutput | null | undefined;

export interface VerifiedTransaction {
  /** The outputs the inputs spend, in input order. */
  spent: SpentOutput[];
  fee: bigint;
}

const ANNEX_TAG = 0x50;
const TAPSCRIPT_LEAF_VERSION = 0xc0;
const CONTROL_BLOCK_MAX = 33 + 32 * 128;

function isP2tr(s: Uint8Array): boolean {
  return s.length === 34 && s[0] === opcodes.OP_1 && s[1] === 0x20;
}

function isP2wpkh(s: Uint8Array): boolean {
  return s.length === 22 && s[0] === opcodes.OP_0 && s[1] === 0x14;
}

/** Everything a signature check needs about the transaction, computed once. */
class SighashContext {
  private taprootCache: TaprootHashCache | undefined;

  constructor(
    readonly tx: Transaction,
    readonly spent: SpentOutput[],
  ) {}

  taproot(index: number, hashType: number, leafHash?: Bytes32, annex?: Uint8Array): Uint8Array {
    const scripts = this.spent.map((output) => output.script as Script);
    const values = this.spent.map((output) => output.value as Satoshi);
    this.taprootCache ??= this.tx.getTaprootHashCache(scripts, values);
    return this.tx.hashForWitnessV1(
      index,
      scripts,
      values,
      hashType,
      leafHash,
      annex,
      this.taprootCache,
    );
  }
}

function isValidTaprootHashType(hashType: number): boolean {
  return hashType === 0x00 || [0x01, 0x02, 0x03, 0x81, 0x82, 0x83].includes(hashType);
}

/** Where a taproot signature sits: its input, and for a script path the leaf it commits to. */
interface TaprootSpend {
  index: number;
  leafHash?: Bytes32;
  annex?: Uint8Array;
}

/** BIP341/342 signature check: 64 bytes (SIGHASH_DEFAULT) or 65 with an explicit sighash type. */
function checkSchnorrSignature(
  context: SighashContext,
  spend: TaprootSpend,
  signature: Uint8Array,
  xOnlyKey: Uint8Array,
  what: string,
): void {
  const { index } = spend;
  if (signature.length !== 64 && signature.length !== 65) {
    reject(
      'invalid-signature',
      `Input ${index}: ${what} signature has ${signature.length} bytes`,
      index,
    );
  }
  const hashType = signature.length === 65 ? (signature[64] as number) : 0x00;
  if ((signature.length === 65 && hashType === 0x00) || !isValidTaprootHashType(hashType)) {
    reject('invalid-signature', `Input ${index}: ${what} signature has a bad sighash type`, index);
  }
  if ((hashType & 0x03) === 0x03 && index >= context.tx.outs.length) {
    reject('invalid-signature', `Input ${index}: SIGHASH_SINGLE without a matching output`, index);
  }
  const message = context.taproot(index, hashType, spend.leafHash, spend.annex);
  if (!verifySchnorr(signature.subarray(0, 64), message, xOnlyKey)) {
    reject('invalid-signature', `Input ${index}: ${what} signature does not verify`, index);
  }
}

function decompile(tapscript: Uint8Array): ReturnType<typeof script.decompile> {
  try {
    return script.decompile(tapscript);
  } catch {
    return null;
  }
}

function verifyTaprootScriptPath(
  context: SighashContext,
  index: number,
  outputKey: Uint8Array,
  stack: Uint8Array[],
  annex: Uint8Array | undefined,
): void {
  const controlBlock = stack[stack.length - 1] as Uint8Array;
  const leafScript = stack[stack.length - 2] as Uint8Array;
  const args = stack.slice(0, -2);
  if (
    controlBlock.length < 33 ||
    controlBlock.length > CONTROL_BLOCK_MAX ||
    (controlBlock.length - 33) % 32 !== 0
  ) {
    reject('invalid-signature', `Input ${index}: malformed taproot control block`, index);
  }
  const leafVersion = (controlBlock[0] as number) & 0xfe;
  if (leafVersion !== TAPSCRIPT_LEAF_VERSION) {
    reject('unsupported-input', `Input ${index}: unknown tapleaf version ${leafVersion}`, index);
  }
  const leafHash = tapleafHash({ output: leafScript as Script, version: leafVersion });
  const root = rootHashFromPath(controlBlock, leafHash);
  const committed = tweakXOnlyKey(controlBlock.subarray(1, 33), root);
  if (
    !committed ||
    !equalBytes(committed.x, outputKey) ||
    committed.parity !== ((controlBlock[0] as number) & 1)
  ) {
    reject(
      'invalid-signature',
      `Input ${index}: the control block does not commit to the spent output`,
      index,
    );
  }

  const spend: TaprootSpend = { index, leafHash, ...(annex ? { annex } : {}) };
  const interaction = decodeInteractionScript(leafScript);
  if (interaction) {
    // Witness order is [contract secret, salt signature, sender signature]: the sender's
    // CHECKSIGVERIFY runs first and pops the top of the stack.
    const [secret, saltSignature, senderSignature] = args;
    if (args.length !== 3 || !secret || !saltSignature || !senderSignature) {
      reject('invalid-signature', `Input ${index}: interaction witness must hold 3 items`, index);
    }
    checkSchnorrSignature(context, spend, senderSignature, interaction.senderKey, 'sender');
    checkSchnorrSignature(context, spend, saltSignature, interaction.saltKey, 'salt key');
    if (!equalBytes(crypto.hash160(secret), interaction.contractSecretHash)) {
      reject(
        'invalid-signature',
        `Input ${index}: contract secret does not match its HASH160`,
        index,
      );
    }
    return;
  }

  const single = decompile(leafScript);
  const key = single?.[0];
  if (
    single?.length === 2 &&
    key instanceof Uint8Array &&
    key.length === 32 &&
    single[1] === opcodes.OP_CHECKSIG
  ) {
    const [signature] = args;
    if (args.length !== 1 || !signature) {
      reject('invalid-signature', `Input ${index}: single-key leaf takes one signature`, index);
    }
    checkSchnorrSignature(context, spend, signature, key, 'leaf');
    return;
  }

  reject('unsupported-input', `Input ${index}: unsupported tapscript`, index);
}

function verifyTaproot(
  context: SighashContext,
  index: number,
  spent: SpentOutput,
  witness: Uint8Array[],
): void {
  const outputKey = spent.script.subarray(2, 34);
  let stack = witness;
  let annex: Uint8Array | undefined;
  const last = stack[stack.length - 1];
  if (stack.length >= 2 && last && last[0] === ANNEX_TAG) {
    annex = last;
    stack = stack.slice(0, -1);
  }
  if (stack.length === 0)
    reject('invalid-signature', `Input ${index}: empty taproot witness`, index);
  if (stack.length === 1) {
    const spend: TaprootSpend = { index, ...(annex ? { annex } : {}) };
    checkSchnorrSignature(context, spend, stack[0] as Uint8Array, outputKey, 'key-path');
    return;
  }
  verifyTaprootScriptPath(context, index, outputKey, stack, annex);
}

function verifyEcdsa(
  derSignature: Uint8Array,
  message: Uint8Array,
  publicKey: Uint8Array,
): boolean {
  try {
    // Consensus accepts high-S signatures; only relay policy refuses them.
    return secp256k1.verify(derSignature, message, publicKey, {
      prehash: false,
      format: 'der',
      lowS: false,
    });
  } catch {
    return false;
  }
}

function verifyP2wpkh(
  context: SighashContext,
  index: number,
  spent: SpentOutput,
  witness: Uint8Array[],
): void {
  const [signature, publicKey] = witness;
  if (witness.length !== 2 || !signature || !publicKey || signature.length < 9) {
    reject(
      'invalid-signature',
      `Input ${index}: p2wpkh witness must be [signature, public key]`,
      index,
    );
  }
  if (publicKey.length !== 33 || !equalBytes(crypto.hash160(publicKey), spent.script.subarray(2))) {
    reject(
      'invalid-signature',
      `Input ${index}: public key does not match the p2wpkh program`,
      index,
    );
  }
  const hashType = signature[signature.length - 1] as number;
  if (![0x01, 0x02, 0x03, 0x81, 0x82, 0x83].includes(hashType)) {
    reject('invalid-signature', `Input ${index}: bad sighash type`, index);
  }
  const scriptCode = script.compile([
    opcodes.OP_DUP,
    opcodes.OP_HASH160,
    spent.script.subarray(2),
    opcodes.OP_EQUALVERIFY,
    opcodes.OP_CHECKSIG,
  ]);
  const message = context.tx.hashForWitnessV0(index, scriptCode, spent.value as Satoshi, hashType);
  if (!verifyEcdsa(signature.subarray(0, -1), message, publicKey))
    reject('invalid-signature', `Input ${index}: p2wpkh signature does not verify`, index);
}

/** The outputs a transaction's inputs spend; rejects an input the lookup does not know. */
export function spentOutputs(
  decoded: DecodedTransaction,
  lookup: SpentOutputLookup,
): SpentOutput[] {
  return decoded.transaction.inputs.map((input, index) => {
    const spent = lookup(input.txid, input.vout);
    if (!spent) {
      reject(
        'missing-input',
        `Input ${index} spends unknown output ${input.txid}:${input.vout}`,
        index,
      );
    }
    return spent;
  });
}

/**
 * Checks every input's signatures against the outputs they spend, and that the outputs do not
 * spend more than the inputs bring. Key-path taproot, p2wpkh, the OP_NET interaction script path
 * and single-key tapscript leaves are verified; any other input is rejected as unsupported.
 */
export function verifyTransaction(
  decoded: DecodedTransaction,
  lookup: SpentOutputLookup,
): VerifiedTransaction {
  const spent = spentOutputs(decoded, lookup);
  const totalIn = spent.reduce((sum, output) => sum + output.value, 0n);
  const totalOut = decoded.transaction.outputs.reduce((sum, output) => sum + output.value, 0n);
  if (totalOut > totalIn) {
    reject('invalid-amounts', `Outputs (${totalOut} sat) exceed inputs (${totalIn} sat)`);
  }

  const context = new SighashContext(decoded.decoded, spent);
  decoded.decoded.ins.forEach((input, index) => {
    const output = spent[index] as SpentOutput;
    if (input.script.length !== 0) {
      reject('unsupported-input', `Input ${index}: non-witness inputs are not supported`, index);
    }
    if (isP2tr(output.script)) verifyTaproot(context, index, output, input.witness);
    else if (isP2wpkh(output.script)) verifyP2wpkh(context, index, output, input.witness);
    else reject('unsupported-input', `Input ${index}: unsupported output type`, index);
  });
  return { spent, fee: totalIn - totalOut };
}
