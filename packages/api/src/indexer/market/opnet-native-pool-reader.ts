import type { Network } from '@btc-vision/bitcoin';
import { Address } from '@btc-vision/transaction';
import { getContract, JSONRpcProvider, NativeSwapAbi, type INativeSwapContract } from 'opnet';
import { QUOTE_AMOUNT_SATS } from '@opswap/protocol/constants';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { bitcoinNetworkOf } from '../../chain/bitcoin-network.ts';
import { JSON_RPC_PATH, jsonRpcEndpoint } from '../../chain/json-rpc-client.ts';
import type { NativePoolReader, NativePoolReading } from './native-pool-reader.ts';

export interface OpnetNativePoolReaderOptions {
  provider: JSONRpcProvider;
  network: Network;
  /** The NativeSwap contract, 0x. */
  nativeSwap: string;
}

/**
 * Whether a call failed because NativeSwap refused it (no pool, no price): the opnet client
 * reports a revert either as such or as the node's error carrying the contract's message. Any
 * other failure (the node unreachable, a height it does not have) is thrown for a retry.
 */
function isRevert(error: unknown, contractMessage = 'NATIVE_SWAP'): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.message.startsWith('Execution Reverted') ||
    (error.message.startsWith('Error in calling function') &&
      error.message.includes(contractMessage))
  );
}

/** Reads NativeSwap pools over the node's JSON-RPC (btc_call at a block height). */
export class OpnetNativePoolReader implements NativePoolReader {
  private readonly nativeSwap: Address;

  constructor(private readonly options: OpnetNativePoolReaderOptions) {
    this.nativeSwap = Address.fromString(options.nativeSwap);
  }

  /** A reader with a client of its own for the node at `rpcUrl` (its root or its endpoint). */
  static connect(options: {
    rpcUrl: string;
    network: ProductNetwork;
    nativeSwap: string;
    timeoutMs?: number;
  }): OpnetNativePoolReader {
    const network = bitcoinNetworkOf(options.network);
    const root = jsonRpcEndpoint(options.rpcUrl).slice(0, -JSON_RPC_PATH.length);
    const provider = new JSONRpcProvider({
      url: root,
      network,
      timeout: options.timeoutMs ?? 20_000,
    });
    return new OpnetNativePoolReader({ provider, network, nativeSwap: options.nativeSwap });
  }

  /** Closes the client's connections. */
  close(): Promise<void> {
    return this.options.provider.close();
  }

  /** A contract handle per read: the simulated height is state of the handle. */
  private contractAt(height: number): INativeSwapContract {
    const contract = getContract<INativeSwapContract>(
      this.nativeSwap,
      NativeSwapAbi,
      this.options.provider,
      this.options.network,
    );
    contract.setSimulatedHeight(BigInt(height));
    return contract;
  }

  async nativePool(token: string, height: number): Promise<NativePoolReading | null> {
    const address = Address.fromString(token);
    let reserve;
    try {
      reserve = (await this.contractAt(height).getReserve(address)).properties;
    } catch (error) {
      if (isRevert(error)) return null;
      throw error;
    }
    let quote = 0n;
    if (reserve.virtualTokenReserve > 0n) {
      try {
        quote = (await this.contractAt(height).getQuote(address, QUOTE_AMOUNT_SATS)).properties
          .price;
      } catch (error) {
        // A pool without a price (no liquidity left) reverts its quote, with the contract's
        // message or an impossible-state one; the height is known to the node by now.
        if (!isRevert(error, '')) throw error;
      }
    }
    return {
      liquidity: reserve.liquidity,
      reservedLiquidity: reserve.reservedLiquidity,
      virtualBTCReserve: reserve.virtualBTCReserve,
      virtualTokenReserve: reserve.virtualTokenReserve,
      quote,
    };
  }
}
