import { address as bitcoinAddress } from '@btc-vision/bitcoin';
import { BITCOIN_MAX_SUPPLY_SATS } from '@opswap/protocol/constants';
import { z } from 'zod';
import { bigintHex, toHex } from '../../bytes.ts';
import { parseBlockInterval, type BlockInterval } from '../../chain/block-producer.ts';
import { invalidParams, type BatchBudget, type RpcMethodTable } from '../json-rpc.ts';
import { hashParam, integerParam, paramsTuple, parseParams } from '../params.ts';
import type { RpcContext } from '../rpc-context.ts';

/**
 * The most blocks one devnet_mine call, or all the devnet_mine calls of one batch, may mine:
 * about half a second of work; 10,000 blocks held every other request for over 5 s.
 */
export const MAX_BLOCKS_PER_MINE = 1_000;

const mineParams = paramsTuple([integerParam.nullish()]);

/** The blocks a devnet_mine call asks for, or 0 when its params are not a count. */
function requestedBlocks(params: unknown): number {
  const parsed = mineParams.safeParse(Array.isArray(params) ? params : []);
  if (!parsed.success) return 0;
  const [count] = parsed.data;
  return count === null || count === undefined ? 1 : Number(count);
}

/** The devnet_mine calls of one batch share MAX_BLOCKS_PER_MINE. */
export const MINING_BATCH_BUDGET: BatchBudget = {
  limit: MAX_BLOCKS_PER_MINE,
  cost: (method, params) => (method === 'devnet_mine' ? Math.max(0, requestedBlocks(params)) : 0),
  refusal: (asked) =>
    `a batch mines at most ${MAX_BLOCKS_PER_MINE} blocks (devnet_mine), this one asks for ${asked}`,
};
const intervalParams = paramsTuple([z.union([z.literal('manual'), z.number(), z.string()])]);
const faucetParams = paramsTuple([z.string().min(1), integerParam]);
const revertParams = paramsTuple([z.string().min(1)]);
const reorgParams = paramsTuple([integerParam]);
const statusParams = paramsTuple([hashParam]);
const holdParams = paramsTuple([z.string().min(1)]);
const releaseParams = paramsTuple([z.string().min(1).nullish()]);

const networkName = (bech32: string): string =>
  bech32 === 'bc' ? 'mainnet' : bech32 === 'tb' ? 'testnet' : 'regtest';

/**
 * The development methods: devnet_mine, devnet_setBlockInterval, devnet_faucet, devnet_snapshot,
 * devnet_revert, devnet_reorg, devnet_info, devnet_transactionStatus, devnet_hold and
 * devnet_release.
 */
export function devnetMethods({ chain, devnet }: RpcContext): RpcMethodTable {
  /** A txid as is; an address as the tweaked key its interactions are signed with (p2tr). */
  const holdKey = (target: string): string => {
    const hash = hashParam.safeParse(target);
    if (hash.success) return hash.data;
    let script: Uint8Array;
    try {
      script = bitcoinAddress.toOutputScript(target, chain.network);
    } catch {
      throw invalidParams(`Invalid params: ${target} is neither a txid nor an address`);
    }
    if (script.length !== 34 || script[0] !== 0x51 || script[1] !== 0x20) {
      throw invalidParams(`Invalid params: ${target} is not a p2tr address`);
    }
    return toHex(script.subarray(2));
  };

  return {
    devnet_mine: (params) => {
      const [count] = parseParams(mineParams, params);
      const n = count === null || count === undefined ? 1n : count;
      if (n < 1n || n > BigInt(MAX_BLOCKS_PER_MINE)) {
        throw invalidParams(
          `Invalid params: devnet_mine mines between 1 and ${MAX_BLOCKS_PER_MINE} blocks per call`,
        );
      }
      const blocks = chain.mine(Number(n));
      return {
        blockNumber: bigintHex(BigInt(chain.height)),
        blocks: blocks.map((b) => b.header.hash),
      };
    },

    /** Keeps a transaction, or every interaction of a p2tr address, out of blocks until released. */
    devnet_hold: (params) => {
      const [target] = parseParams(holdParams, params);
      return { held: chain.hold(holdKey(target)) };
    },

    devnet_release: (params) => {
      const [target] = parseParams(releaseParams, params);
      return { held: chain.release(target ? holdKey(target) : undefined) };
    },

    devnet_setBlockInterval: (params) => {
      const [value] = parseParams(intervalParams, params);
      let interval: BlockInterval;
      try {
        interval = parseBlockInterval(value);
      } catch (error) {
        throw invalidParams(`Invalid params: ${(error as Error).message}`);
      }
      devnet.setBlockInterval(interval);
      return { blockInterval: devnet.blockInterval() };
    },

    devnet_faucet: (params) => {
      const [to, sats] = parseParams(faucetParams, params);
      try {
        bitcoinAddress.toOutputScript(to, chain.network);
      } catch {
        throw invalidParams(`Invalid params: ${to} is not an address on this network`);
      }
      if (sats < 1n || sats > BITCOIN_MAX_SUPPLY_SATS) {
        throw invalidParams(
          `Invalid params: the faucet pays between 1 and ${BITCOIN_MAX_SUPPLY_SATS} sats`,
        );
      }
      const paid = chain.faucet(to, sats);
      return { txid: paid.txid, vout: paid.vout, value: sats.toString() };
    },

    devnet_snapshot: () => chain.snapshot().id,

    devnet_revert: (params) => {
      const [id] = parseParams(revertParams, params);
      return chain.revert(id);
    },

    devnet_reorg: (params) => {
      const [depth] = parseParams(reorgParams, params);
      if (depth < 1n || depth > BigInt(chain.height)) {
        throw invalidParams(`Invalid params: reorg depth must be between 1 and ${chain.height}`);
      }
      const removed = chain.reorg(Number(depth));
      return {
        blockNumber: bigintHex(BigInt(chain.height)),
        removed: removed.map((b) => b.header.hash),
      };
    },

    devnet_info: () => {
      const world = devnet.world();
      return {
        network: networkName(chain.network.bech32),
        blockNumber: bigintHex(BigInt(chain.height)),
        blockInterval: devnet.blockInterval(),
        mnemonic: world.mnemonic,
        contracts: world.contracts,
        accounts: world.accounts,
      };
    },

    /** Where a transaction stands: mined, pending, replaced (a cancelled swap) or unknown. */
    devnet_transactionStatus: (params) => {
      const [txid] = parseParams(statusParams, params);
      const found = chain.findTransaction(txid);
      if (!found) return { status: 'unknown' };
      switch (found.status) {
        case 'mined':
          return {
            status: 'mined',
            blockNumber: bigintHex(BigInt(found.transaction.blockHeight)),
            blockHash: found.block.header.hash,
            reverted: found.transaction.receipt?.revert ?? null,
          };
        case 'pending':
          return { status: 'pending' };
        case 'replaced':
          return { status: 'replaced', replacedBy: found.by };
      }
    },
  };
}
