import type { Network } from '@btc-vision/bitcoin';
import { verifyInteractionChallenge } from '../tx/challenge.ts';
import { decodeBitcoinTransaction } from '../tx/parse-bitcoin-transaction.ts';
import { isInteraction, parseInteraction } from '../tx/parse-interaction.ts';
import { verifyTransaction } from '../tx/verify-signatures.ts';
import type { DecodedTransaction, TransactionDecoder } from './transaction-decoder.ts';

/**
 * The decoder a real node amounts to: decodes, verifies every input's signature against its
 * prevout, and for an interaction recovers the call and checks its epoch challenge.
 */
export function createOpnetDecoder(network: Network): TransactionDecoder {
  return {
    decode(raw, prevout, context): DecodedTransaction {
      const decoded = decodeBitcoinTransaction(raw, network);
      // A mined transaction was verified when it was accepted; the block log is checksummed.
      if (!context.mined) verifyTransaction(decoded, prevout);
      if (!isInteraction(decoded)) return { transaction: decoded.transaction, interaction: null };
      const interaction = parseInteraction(decoded, network);
      if (!context.mined)
        verifyInteractionChallenge(interaction, BigInt(context.tipHeight), network);
      return { transaction: decoded.transaction, interaction };
    },
  };
}
