import type { RpcMethodTable } from './json-rpc.ts';
import { addressMethods } from './methods/address-methods.ts';
import { blockMethods } from './methods/block-methods.ts';
import { chainMethods } from './methods/chain-methods.ts';
import { devnetMethods } from './methods/devnet-methods.ts';
import { epochMethods } from './methods/epoch-methods.ts';
import { mempoolMethods } from './methods/mempool-methods.ts';
import { stateMethods } from './methods/state-methods.ts';
import { transactionMethods } from './methods/transaction-methods.ts';
import type { RpcContext } from './rpc-context.ts';

/** Every JSON-RPC method the devnet serves, by name. */
export function createRpcMethods(context: RpcContext): RpcMethodTable {
  return {
    ...chainMethods(context),
    ...blockMethods(context),
    ...transactionMethods(context),
    ...addressMethods(context),
    ...stateMethods(context),
    ...epochMethods(context),
    ...mempoolMethods(context),
    ...devnetMethods(context),
  };
}
