import { z } from 'zod';
import { bigintHex } from '../../bytes.ts';
import type { RpcMethodTable } from '../json-rpc.ts';
import { flagParam, integerParam, paramsTuple, parseParams } from '../params.ts';
import type { RpcContext } from '../rpc-context.ts';
import { utxosView } from '../views/utxo-view.ts';

const address = z.string().min(1).max(200);
const balanceParams = paramsTuple([address, flagParam]);
const utxoParams = paramsTuple([address, flagParam, integerParam.nullish()]);
const publicKeyParams = paramsTuple([
  z.union([address, z.array(address).min(1).max(1_000)]),
  flagParam,
]);

/** btc_getBalance, btc_getUTXOs, btc_publicKeyInfo. */
export function addressMethods({ chain, registry }: RpcContext): RpcMethodTable {
  return {
    btc_getBalance: (params) => {
      const [owner] = parseParams(balanceParams, params);
      return bigintHex(chain.balance(owner));
    },

    /** [address, optimize, olderThan]: olderThan is the confirmations a coin needs (CSV lookups). */
    btc_getUTXOs: (params) => {
      const [owner, , olderThan] = parseParams(utxoParams, params);
      const minConfirmations =
        olderThan === null || olderThan === undefined ? undefined : Number(olderThan);
      return utxosView(chain.utxos(owner, minConfirmations), (txid) => chain.rawTransaction(txid));
    },

    btc_publicKeyInfo: (params) => {
      const [requested] = parseParams(publicKeyParams, params);
      const keys = Array.isArray(requested) ? requested : [requested];
      for (const key of keys) {
        // A contract's p2op only hashes its address: the registry learns it from the chain.
        if (registry.lookup(key) === null) {
          const contract = chain.resolveContract(key);
          if (contract !== null) registry.registerContract(contract);
        }
      }
      return registry.publicKeysInfo(keys);
    },
  };
}
