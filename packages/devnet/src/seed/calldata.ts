import { type Network, networks } from '@btc-vision/bitcoin';
import { Address } from '@btc-vision/transaction';
import { type BitcoinInterfaceAbi, getContract, JSONRpcProvider } from 'opnet';

/**
 * The `opnet` client's contracts are the encoder: calldata comes from the same code path the web
 * app's simulations take. encodeCalldata never reaches the provider, so this one points nowhere.
 */
const offlineProvider = new JSONRpcProvider({
  url: 'http://127.0.0.1:1',
  network: networks.regtest,
});

/** Encodes calls of one contract with the client's encoder and a shipped ABI. */
export interface CalldataEncoder {
  encode(method: string, args: readonly unknown[]): Uint8Array;
}

export function calldataEncoder(
  abi: BitcoinInterfaceAbi,
  contract: string,
  network: Network = networks.regtest,
): CalldataEncoder {
  const instance = getContract(Address.fromString(contract), abi, offlineProvider, network);
  return { encode: (method, args) => instance.encodeCalldata(method, [...args]) };
}

/** An OP_NET address (0x + 64 hex) as the client's encoder takes it. */
export const toAddress = (hex: string): Address => Address.fromString(hex);
