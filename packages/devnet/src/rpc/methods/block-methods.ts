import { z } from 'zod';
import type { ChainBlock } from '../../chain/chain-types.ts';
import { notFound, type RpcMethodTable } from '../json-rpc.ts';
import { flagParam, hashParam, integerParam, paramsTuple, parseParams } from '../params.ts';
import type { RpcContext } from '../rpc-context.ts';
import { blockView } from '../views/block-view.ts';

const byNumber = paramsTuple([integerParam, flagParam]);
const byHash = paramsTuple([hashParam, flagParam]);
const byChecksum = paramsTuple([z.string(), flagParam]);

/** btc_getBlockByNumber (-1 is the tip), btc_getBlockByHash, btc_getBlockByChecksum. */
export function blockMethods({ chain }: RpcContext): RpcMethodTable {
  const answer = (
    block: ChainBlock | undefined,
    what: string,
    withTransactions: boolean | null | undefined,
  ) => {
    if (!block) throw notFound(`Block ${what} not found`);
    return blockView(block, withTransactions === true, chain.network);
  };

  return {
    btc_getBlockByNumber: (params) => {
      const [height, prefetch] = parseParams(byNumber, params);
      const block = height === -1n ? chain.tip : chain.blockAt(Number(height));
      return answer(block, height.toString(), prefetch);
    },

    btc_getBlockByHash: (params) => {
      const [hash, prefetch] = parseParams(byHash, params);
      return answer(chain.blockByHash(hash), hash, prefetch);
    },

    btc_getBlockByChecksum: (params) => {
      const [checksum, prefetch] = parseParams(byChecksum, params);
      const wanted = (checksum.startsWith('0x') ? checksum : '0x' + checksum).toLowerCase();
      let found: ChainBlock | undefined;
      for (let h = chain.height; h >= 0 && !found; h--) {
        if (chain.blockAt(h)?.header.checksumRoot === wanted) found = chain.blockAt(h);
      }
      return answer(found, checksum, prefetch);
    },
  };
}
