import { ChainId } from '@btc-vision/transaction';
import { bigintHex } from '../../bytes.ts';
import type { RpcMethodTable } from '../json-rpc.ts';
import type { RpcContext } from '../rpc-context.ts';

/** btc_blockNumber, btc_chainId, btc_gas. */
export function chainMethods({ chain }: RpcContext): RpcMethodTable {
  return {
    btc_blockNumber: () => bigintHex(BigInt(chain.height)),

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
