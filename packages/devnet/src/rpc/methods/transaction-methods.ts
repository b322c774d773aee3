import { z } from 'zod';
import { fromHex } from '../../bytes.ts';
import type { SubmitOutcome } from '../../chain/chain-types.ts';
import { challengeForHeight } from '../../tx/challenge.ts';
import { notFound, type RpcMethodTable } from '../json-rpc.ts';
import { flagParam, hashParam, hexParam, paramsTuple, parseParams } from '../params.ts';
import type { RpcContext } from '../rpc-context.ts';
import { receiptView, transactionView } from '../views/transaction-view.ts';

/** Bitcoin Core's package limit, which OP_NET nodes keep. */
export const MAX_PACKAGE_SIZE = 25;

const rawHex = hexParam.refine((hex) => hex.length > 0, 'expected a non-empty hex transaction');
const single = paramsTuple([rawHex, flagParam]);
const packageParams = paramsTuple([z.array(rawHex).min(1).max(MAX_PACKAGE_SIZE), flagParam]);
const byHash = paramsTuple([hashParam]);

/** What the node answers for btc_sendRawTransactionPackage. */
export interface PackageResultView {
  success: boolean;
  error?: string;
  sequentialResults: { txid: string; success: boolean; error?: string; peers?: number }[];
}

function sequentialResult(outcome: SubmitOutcome): PackageResultView['sequentialResults'][number] {
  const txid = outcome.txid ?? '';
  return outcome.accepted
    ? { txid, success: true, peers: 0 }
    : { txid, success: false, error: outcome.error ?? 'rejected' };
}

/**
 * btc_getTransactionByHash, btc_getTransactionReceipt (mined transactions, as a node indexes them),
 * btc_sendRawTransaction, btc_sendRawTransactionPackage, btc_preimage.
 */
export function transactionMethods({ chain }: RpcContext): RpcMethodTable {
  const mined = (hash: string) => {
    const found = chain.findTransaction(hash);
    if (found?.status === 'mined') return found.transaction;
    const reason =
      found?.status === 'pending'
        ? ': it is pending in the mempool'
        : found?.status === 'replaced'
          ? `: it was replaced by ${found.by}`
          : '';
    throw notFound(`Could not find the transaction ${hash}${reason}.`);
  };

  return {
    btc_getTransactionByHash: (params) => {
      const [hash] = parseParams(byHash, params);
      return transactionView(mined(hash), chain.network);
    },

    btc_getTransactionReceipt: (params) => {
      const [hash] = parseParams(byHash, params);
      return receiptView(mined(hash).receipt);
    },

    btc_sendRawTransaction: (params) => {
      const [hex, psbt] = parseParams(single, params);
      if (psbt === true) return { success: false, error: 'The devnet does not broadcast PSBTs' };
      const [outcome] = chain.submit([fromHex(hex)], { atomic: false });
      if (!outcome?.accepted) return { success: false, error: outcome?.error ?? 'rejected' };
      return { success: true, result: outcome.txid, peers: 0 };
    },

    btc_sendRawTransactionPackage: (params): PackageResultView => {
      const [txs, isPackage] = parseParams(packageParams, params);
      const outcomes = chain.submit(txs.map(fromHex), { atomic: isPackage !== false });
      const failed = outcomes.find((o) => !o.accepted && o.error !== 'package-not-validated');
      const results = outcomes.map(sequentialResult);
      return failed
        ? { success: false, error: failed.error ?? 'rejected', sequentialResults: results }
        : { success: true, sequentialResults: results };
    },

    btc_preimage: () => challengeForHeight(BigInt(chain.height), chain.network).raw,
  };
}
