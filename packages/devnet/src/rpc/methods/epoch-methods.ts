import { z } from 'zod';
import { bigintHex, fromHex, toHex } from '../../bytes.ts';
import type { FinalizedEpoch } from '../../epochs/epoch-book.ts';
import { GRAFFITI_LENGTH } from '../../epochs/epoch-rules.ts';
import { notFound, type RpcMethodTable } from '../json-rpc.ts';
import { flagParam, hexParam, integerParam, paramsTuple, parseParams } from '../params.ts';
import type { RpcContext } from '../rpc-context.ts';
import { blockWitnessView, epochView } from '../views/epoch-view.ts';

/** Hex of exactly `bytes` bytes, as bytes. */
const bytesParam = (bytes: number) =>
  hexParam
    .refine((hex) => hex.length === bytes * 2, `expected ${bytes} bytes of hex`)
    .transform(fromHex);

const byNumber = paramsTuple([integerParam, flagParam]);
const byHash = paramsTuple([bytesParam(32), flagParam]);

/** What the client's submitEpoch sends: one object, bytes as hex. */
const submission = z.object({
  epochNumber: integerParam,
  checksumRoot: bytesParam(32),
  salt: bytesParam(32),
  mldsaPublicKey: bytesParam(32),
  signature: hexParam.refine((hex) => hex.length > 0, 'expected a signature').transform(fromHex),
  graffiti: hexParam
    .refine((hex) => hex.length <= GRAFFITI_LENGTH * 2, `expected at most ${GRAFFITI_LENGTH} bytes`)
    .transform(fromHex)
    .nullish(),
});
const submitParams = paramsTuple([submission]);

export const MAX_WITNESSES_PER_PAGE = 100;
const witnessParams = paramsTuple([
  integerParam,
  z.number().int().min(1).max(MAX_WITNESSES_PER_PAGE).nullish(),
  z.number().int().nonnegative().nullish(),
]);

/**
 * btc_latestEpoch, btc_getEpochByNumber (-1 is the latest), btc_getEpochByHash,
 * btc_getEpochTemplate, btc_submitEpoch and btc_blockWitness (whose proofs come from the epochs).
 */
export function epochMethods({ chain, epochs }: RpcContext): RpcMethodTable {
  const answer = (epoch: FinalizedEpoch | null, what: string, withSubmissions?: boolean | null) => {
    if (!epoch) {
      throw notFound(
        `No finalized epoch ${what}: an epoch is finalized once the next one begins (epoch ${epochs.openEpoch()} is in progress)`,
      );
    }
    return epochView(epoch, withSubmissions === true);
  };

  return {
    btc_latestEpoch: () => answer(epochs.latest(), 'yet'),

    btc_getEpochByNumber: (params) => {
      const [epochNumber, withSubmissions] = parseParams(byNumber, params);
      const epoch = epochNumber === -1n ? epochs.latest() : epochs.byNumber(epochNumber);
      return answer(epoch, epochNumber === -1n ? 'yet' : `number ${epochNumber}`, withSubmissions);
    },

    btc_getEpochByHash: (params) => {
      const [hash, withSubmissions] = parseParams(byHash, params);
      return answer(epochs.byHash(hash), `with hash 0x${toHex(hash)}`, withSubmissions);
    },

    btc_getEpochTemplate: () => {
      const template = epochs.template();
      if (!template) throw notFound('Epoch 0 cannot be mined. Mining begins in epoch 1 (block 5).');
      return {
        epochNumber: template.epochNumber.toString(),
        epochTarget: '0x' + toHex(template.target),
      };
    },

    btc_submitEpoch: (params) => {
      const [input] = parseParams(submitParams, params);
      const verdict = epochs.submit({ ...input, graffiti: input.graffiti ?? null });
      const outcome = verdict.status === 'accepted' ? verdict.submission : verdict;
      const message =
        verdict.status === 'rejected'
          ? verdict.message
          : epochs.isBest(verdict.submission)
            ? 'Current best submission'
            : 'Submission accepted';
      return {
        epochNumber: input.epochNumber.toString(),
        submissionHash: '0x' + toHex(outcome.submissionHash),
        difficulty: outcome.difficulty,
        timestamp: outcome.timestamp,
        status: verdict.status,
        message,
      };
    },

    /**
     * [height (-1 is the tip), limit?, page?]: the witnesses of one block. The devnet is its
     * chain's only node, so each block has one: its own signature (epochs/block-witness.ts).
     */
    btc_blockWitness: (params) => {
      const [height, limit, page] = parseParams(witnessParams, params);
      const block = height === -1n ? chain.tip : chain.blockAt(Number(height));
      if (!block) throw notFound(`Block ${height} not found`);
      const { header } = block;
      const witnesses = [blockWitnessView(header, epochs.witnessProofs(header.height))];
      const size = limit ?? MAX_WITNESSES_PER_PAGE;
      const first = (page ?? 0) * size;
      return [
        {
          blockNumber: bigintHex(BigInt(header.height)),
          witnesses: witnesses.slice(first, first + size),
        },
      ];
    },
  };
}
