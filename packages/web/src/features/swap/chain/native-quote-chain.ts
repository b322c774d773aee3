// NativeSwap quote read; chain chunk only (reached through `await import()`).
import { Address } from '@btc-vision/transaction';
import { QUOTE_AMOUNT_SATS } from '@opswap/protocol/constants';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { nativeSwapContract } from '../../../entities/native-swap/native-swap-chain.ts';

/**
 * The NativeSwap quote of a token for 1 BTC: token base units per sat scaled by 1e8 (0 means no
 * active listings or no pool). A token without a native pool reverts: that reads as price 0.
 */
export async function readNativeQuote(
  network: ProductNetwork,
  contracts: NetworkContracts,
  token: string,
): Promise<bigint> {
  const contract = nativeSwapContract(network, contracts);
  try {
    const quote = await contract.getQuote(Address.fromString(token), QUOTE_AMOUNT_SATS);
    return quote.properties.price;
  } catch (error) {
    if (error instanceof Error && /pool does not exist|no pool/i.test(error.message)) return 0n;
    throw error;
  }
}
