// Chain reads of token balances. Loaded only through `await import()` from query functions, so
// the chain libraries stay out of the entry and the screens' chunks.
import { Address } from '@btc-vision/transaction';
import { getContract, type IOP20Contract, OP_20_ABI } from 'opnet';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { bitcoinNetwork, getProvider } from '../../../lib/chain/chain-client.ts';

/** An OP20 contract at a 0x address, read (and simulated) as `sender`. */
export function op20Contract(network: ProductNetwork, tokenAddress: string, sender?: Address) {
  return getContract<IOP20Contract>(
    Address.fromString(tokenAddress),
    OP_20_ABI,
    getProvider(network),
    bitcoinNetwork(network),
    sender,
  );
}

/** OP20 balanceOf(owner), in base units. */
export async function readTokenBalance(
  network: ProductNetwork,
  tokenAddress: string,
  owner: Address,
): Promise<bigint> {
  const result = await op20Contract(network, tokenAddress).balanceOf(owner);
  return result.properties.balance;
}

/** The sats a Bitcoin address holds, as the node counts them. */
export async function readNativeBalance(network: ProductNetwork, address: string): Promise<bigint> {
  return getProvider(network).getBalance(address);
}
