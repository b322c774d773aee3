import { ChainId } from '@btc-vision/transaction';
import { bigintHex } from '../../bytes.ts';
import type { RpcMethodTable } from '../json-rpc.ts';
import { integerParam, paramsTuple, parseParams } from '../params.ts';
import type { RpcContext } from '../rpc-context.ts';

const reorgParams = paramsTuple([integerParam.nullish(), integerParam.nullish()]);

/** btc_blockNumber, btc_chainId, btc_gas, btc_reorg. */
export function chainMethods({ chain }: RpcContext): RpcMethodTable {
  return {
    btc_blockNumber: () => bigintHex(BigInt(chain.height)),

    /**
     * [fromBlock?, toBlock?]: the rewinds that dropped blocks from fromBlock on and up to toBlock
     * (0 or absent: no upper bound), as an OP_NET node filters them. The heights travel as hex
     * without 0x, which is what the client reads back (BigInt('0x' + value)).
     */
    btc_reorg: (params) => {
      const [from, to] = parseParams(reorgParams, params);
      const lowest = from ?? 0n;
      const highest = to === null || to === undefined || to === 0n ? null : to;
      return chain
        .reorgs()
        .filter(
          (reorg) =>
            BigInt(reorg.fromBlock) >= lowest &&
            (highest === null || BigInt(reorg.toBlock) <= highest),
        )
        .map((reorg) => ({
          fromBlock: reorg.fromBlock.toString(16),
          toBlock: reorg.toBlock.toString(16),
          timestamp: reorg.timestamp,
        }));
    },

    // OP_NET numbers chains by their Bitcoin network family; regtest is Bitcoin.
    btc_chainId: () => bigintHex(BigInt(ChainId.Bitcoin)),

    btc_gas: () => {
      const gas = chain.gas();
      return {
        blockNumber: bigintHex(gas.blockNumber),
        gasUsed: bigintHex(gas.gasUsed),
        targetGasLimit: bigintHex(gas.targetGasLimit),
        ema: bigintHex(gas.ema),
        baseGas: bigintHex(gas.baseGas),
        gasPerSat: bigintHex(gas.gasPerSat),
        bitcoin: {
          conservative: String(gas.feeRates.conservative),
          recommended: {
            low: String(gas.feeRates.low),
            medium: String(gas.feeRates.medium),
            high: String(gas.feeRates.high),
          },
        },
      };
    },
  };
}
