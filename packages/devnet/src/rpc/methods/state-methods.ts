import { address as bitcoinAddress } from '@btc-vision/bitcoin';
import { z } from 'zod';
import { bigintHex, fromBase64, fromHex, sha256, toBase64, toHex, utf8 } from '../../bytes.ts';
import { deploymentTxId } from '../../chain/block-execution.ts';
import type { Chain } from '../../chain/chain.ts';
import { p2opOf } from '../../chain/contract-directory.ts';
import { outputAddress } from '../../tx/parse-bitcoin-transaction.ts';
import type { TxInput, TxOutput } from '../../tx/parsed-transaction.ts';
import { encodeRevert } from '../../vm/revert.ts';
import { storageBytes } from '../../vm/storage-pointer.ts';
import { invalidParams, notFound, type RpcMethodTable } from '../json-rpc.ts';
import {
  flagParam,
  hexParam,
  integerParam,
  opnetAddressParam,
  paramsTuple,
  parseParams,
} from '../params.ts';
import type { RpcContext } from '../rpc-context.ts';
import { eventsByContract } from '../views/event-view.ts';

const base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'expected base64');

/** The client's SimulatedTransaction: byte fields in base64, values as decimal strings. */
const simulatedTransaction = z.object({
  inputs: z
    .array(
      z.object({
        txId: base64,
        outputIndex: z.number().int().nonnegative(),
        scriptSig: base64.optional(),
        witnesses: z.array(base64).optional(),
        coinbase: base64.optional(),
        flags: z.number().int().optional(),
      }),
    )
    .max(1_000),
  outputs: z
    .array(
      z.object({
        index: z.number().int().nonnegative(),
        to: z.string().optional(),
        value: z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]),
        scriptPubKey: base64.optional(),
        flags: z.number().int().optional(),
      }),
    )
    .max(1_000),
});

const callParams = paramsTuple([
  z.string().min(1),
  hexParam.refine((hex) => hex.length > 0, 'expected non-empty calldata'),
  opnetAddressParam.nullish(),
  z.string().nullish(),
  integerParam.nullish(),
  simulatedTransaction.nullish(),
  z.record(z.string(), z.unknown()).nullish(),
]);

const codeParams = paramsTuple([z.string().min(1), flagParam]);

/** A 32-byte storage pointer in base64, as the client sends it. */
const pointerParam = base64.transform((text, ctx) => {
  const pointer = fromBase64(text);
  if (pointer.length !== 32) {
    ctx.addIssue({ code: 'custom', message: 'expected a 32-byte pointer in base64' });
    return z.NEVER;
  }
  return pointer;
});

const storageParams = paramsTuple([
  z.string().min(1),
  pointerParam,
  flagParam,
  integerParam.nullish(),
]);

/** What an unset slot reads as: a zero word, as a contract reads it. */
const EMPTY_WORD = new Uint8Array(32);

type Simulated = z.output<typeof simulatedTransaction>;

function simulatedOutputs(simulated: Simulated, chain: Chain): TxOutput[] {
  return simulated.outputs.map((output) => {
    let script: Uint8Array;
    if (output.scriptPubKey) script = fromBase64(output.scriptPubKey);
    else if (output.to) {
      try {
        script = bitcoinAddress.toOutputScript(output.to, chain.network);
      } catch {
        throw invalidParams(`Invalid params: output ${output.index} pays an invalid address`);
      }
    } else
      throw invalidParams(`Invalid params: output ${output.index} has neither to nor scriptPubKey`);
    return {
      index: output.index,
      value: BigInt(output.value),
      script,
      address: output.to ?? outputAddress(script, chain.network),
    };
  });
}

function simulatedInputs(simulated: Simulated): TxInput[] {
  return simulated.inputs.map((input) => ({
    txid: toHex(fromBase64(input.txId)),
    vout: input.outputIndex,
    sequence: 0xffffffff,
  }));
}

/**
 * btc_call (simulation at the tip or at a height, with simulated outputs), btc_getCode and
 * btc_getStorageAt.
 */
export function stateMethods({ chain }: RpcContext): RpcMethodTable {
  const contractOf = (to: string): string => {
    const address = chain.resolveContract(to);
    if (address === null) throw notFound(`Contract ${to} not found.`);
    return address;
  };

  const existingHeight = (height: bigint | null | undefined): number => {
    if (height === null || height === undefined) return chain.height;
    if (height < 0n || height > BigInt(chain.height)) throw notFound(`Block ${height} not found`);
    return Number(height);
  };

  return {
    btc_call: (params) => {
      const [to, calldata, from, , height, simulated] = parseParams(callParams, params);
      const contract = contractOf(to);
      const at = existingHeight(height);
      const outcome = chain.call({
        to: contract,
        calldata: fromHex(calldata),
        sender: from ?? null,
        height: at,
        inputs: simulated ? simulatedInputs(simulated) : [],
        outputs: simulated ? simulatedOutputs(simulated, chain) : [],
      });
      const response = {
        result: toBase64(outcome.result),
        events: outcome.revert === null ? eventsByContract(outcome.events) : {},
        accessList: {},
        estimatedGas: bigintHex(outcome.gasUsed),
        specialGas: '0x0',
      };
      return outcome.revert === null
        ? response
        : { ...response, revert: toBase64(encodeRevert(outcome.revert)) };
    },

    /**
     * [address, pointer, proofs, height?]: the slot's bytes (vm/storage-pointer.ts) in the state
     * after the block (the tip by default). The devnet keeps no merkle tree of its storage, so
     * proofs is always empty, and height is the block read, not the one that last wrote the slot.
     */
    btc_getStorageAt: (params) => {
      const [to, pointer, , height] = parseParams(storageParams, params);
      const contract = contractOf(to);
      const at = existingHeight(height);
      let value: Uint8Array;
      try {
        const found = chain.storageAt(contract, pointer, at);
        value = found.value === null ? EMPTY_WORD : storageBytes(found.value);
      } catch (error) {
        if (error instanceof RangeError) throw notFound(`Contract ${to} not found at block ${at}.`);
        throw error;
      }
      return { pointer: toBase64(pointer), value: toBase64(value), height: String(at), proofs: [] };
    },

    btc_getCode: (params) => {
      const [to, onlyBytecode] = parseParams(codeParams, params);
      const deployment = chain.contractAt(contractOf(to));
      if (!deployment) throw notFound(`Contract ${to} not found.`);
      // Devnet contracts are TypeScript classes: their "bytecode" names the class.
      const bytecode = toBase64(utf8(`opswap-devnet:${deployment.kind}`));
      if (onlyBytecode === true) return { bytecode };
      const address = fromHex(deployment.address);
      const deploymentId = deploymentTxId(deployment);
      return {
        contractAddress: p2opOf(deployment.address, chain.network),
        contractPublicKey: toBase64(address),
        bytecode,
        wasCompressed: false,
        deployedTransactionId: deploymentId,
        deployedTransactionHash: deploymentId,
        deployerPubKey: toBase64(fromHex(deployment.deployer)),
        contractSeed: toBase64(sha256(utf8(deployment.kind), address)),
        contractSaltHash: toBase64(sha256(address)),
        deployerAddress: toBase64(fromHex(deployment.deployer)),
      };
    },
  };
}
