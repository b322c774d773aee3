import { type Network, networks } from '@btc-vision/bitcoin';
import { Address, NetEvent } from '@btc-vision/transaction';
import { type BitcoinInterfaceAbi, getContract, JSONRpcProvider } from 'opnet';

/**
 * The `opnet` client's contracts are the encoder: calldata comes from the same code path the web
 * app's simulations take. encodeCalldata never reaches the provider, so this one points nowhere.
 */
const offlineProvider = new JSONRpcProvider({
  url: 'http://127.0.0.1:1',
  network: networks.regtest,
});

/** An event decoded by the client, its addresses as 0x hex. */
export interface DecodedEvent {
  type: string;
  values: Record<string, unknown>;
}

/** Encodes calls of one contract with the client's encoder and a shipped ABI. */
export interface CalldataEncoder {
  encode(method: string, args: readonly unknown[]): Uint8Array;
  /** Decodes the events this contract emitted (others are skipped) with the client's decoder. */
  decodeEvents(
    events: readonly { contract: string; type: string; data: Uint8Array }[],
  ): DecodedEvent[];
}

const plainValue = (value: unknown): unknown => (value instanceof Address ? value.toHex() : value);

export function calldataEncoder(
  abi: BitcoinInterfaceAbi,
  contract: string,
  network: Network = networks.regtest,
): CalldataEncoder {
  const instance = getContract(Address.fromString(contract), abi, offlineProvider, network);
  const own = contract.toLowerCase();
  return {
    encode: (method, args) => instance.encodeCalldata(method, [...args]),
    decodeEvents: (events) =>
      events
        .filter((event) => event.contract === own)
        .map((event) => {
          const decoded = instance.decodeEvent(new NetEvent(event.type, event.data));
          const values: Record<string, unknown> = {};
          for (const [key, value] of Object.entries(decoded.properties)) {
            values[key] = plainValue(value);
          }
          return { type: decoded.type, values };
        }),
  };
}

/** An OP_NET address (0x + 64 hex) as the client's encoder takes it. */
export const toAddress = (hex: string): Address => Address.fromString(hex);
