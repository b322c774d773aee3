import { TOKEN_SEARCH } from '../constants.ts';
import { NETWORK_DISPLAY_NAMES, type ProductNetwork } from '../tokens/networks.ts';

/** The search term that stands for the native token (the API answers it with BTC/tBTC/rBTC). */
export const NATIVE_SEARCH_TERM = 'bitcoin';

export const TOKEN_SEARCH_MESSAGES = {
  unsupportedAddress: 'Only p2op and public key addresses are supported for contracts.',
} as const;

/** A p2op address whose prefix names another network than the one the app is on. */
export function otherNetworkAddressMessage(
  addressNetwork: ProductNetwork,
  current: ProductNetwork,
): string {
  return `This address is for ${NETWORK_DISPLAY_NAMES[addressNetwork]}; the app is on ${NETWORK_DISPLAY_NAMES[current]}.`;
}

export type AddressKind =
  | 'opnet-address' // 0x + 32 bytes: an OP_NET address or hashed key
  | 'public-key' // 33-byte compressed or 65-byte uncompressed secp256k1 key
  | 'p2op' // contract address, witness version 16 on the op/opt/opr prefixes
  | 'p2tr'
  | 'p2wpkh'
  | 'p2wsh'
  | 'segwit' // another witness version or program length
  | 'legacy' // base58 p2pkh / p2sh
  | 'unknown';

export interface AddressClassification {
  kind: AddressKind;
  /** The network the prefix names; null for hex keys and ambiguous prefixes. */
  network: ProductNetwork | null;
}

const BECH32_HRP_NETWORK: Readonly<Record<string, ProductNetwork>> = {
  bc: 'mainnet',
  tb: 'testnet',
  bcrt: 'regtest',
  op: 'mainnet',
  opt: 'testnet',
  opr: 'regtest',
};
const OPNET_HRPS: ReadonlySet<string> = new Set(['op', 'opt', 'opr']);
const BECH32_DATA = /^[qpzry9x8gf2tvdw0s3jn54khce6mua7l]+$/;
const BECH32_CHECKSUM_LENGTH = 6;
const BECH32_MAX_LENGTH = 90;
const P2OP_WITNESS_VERSION = 's'; // 16 in the bech32 alphabet
const BASE58_ADDRESS = /^[123mn][1-9A-HJ-NP-Za-km-z]{25,34}$/;

function classifyBech32(text: string): AddressClassification | null {
  if (
    text.length > BECH32_MAX_LENGTH ||
    (text !== text.toLowerCase() && text !== text.toUpperCase())
  ) {
    return null;
  }
  const lower = text.toLowerCase();
  const separator = lower.lastIndexOf('1');
  if (separator < 1) return null;
  const hrp = lower.slice(0, separator);
  const data = lower.slice(separator + 1);
  const network = BECH32_HRP_NETWORK[hrp];
  if (network === undefined || !BECH32_DATA.test(data)) return null;
  const programChars = data.length - 1 - BECH32_CHECKSUM_LENGTH;
  const programBytes = Math.floor((programChars * 5) / 8);
  if (programBytes < 2 || programBytes > 40) return null;
  const version = data[0];
  const kind: AddressKind =
    version === P2OP_WITNESS_VERSION && OPNET_HRPS.has(hrp)
      ? 'p2op'
      : version === 'p' && programBytes === 32
        ? 'p2tr'
        : version === 'q' && programBytes === 20
          ? 'p2wpkh'
          : version === 'q' && programBytes === 32
            ? 'p2wsh'
            : 'segwit';
  return { kind, network };
}

function legacyNetwork(text: string): ProductNetwork | null {
  return text.startsWith('1') || text.startsWith('3') ? 'mainnet' : null;
}

/** Tells an address string's type by its shape alone (no checksum or curve check). */
export function classifyAddress(input: string): AddressClassification {
  const text = input.trim();
  if (/^0x[0-9a-fA-F]{64}$/.test(text)) return { kind: 'opnet-address', network: null };
  const hex = text.replace(/^0x/, '');
  if (/^0[23][0-9a-fA-F]{64}$/.test(hex) || /^04[0-9a-fA-F]{128}$/.test(hex)) {
    return { kind: 'public-key', network: null };
  }
  const bech32 = classifyBech32(text);
  if (bech32 !== null) return bech32;
  if (BASE58_ADDRESS.test(text)) return { kind: 'legacy', network: legacyNetwork(text) };
  return { kind: 'unknown', network: null };
}

export type ContractAddressKind = Extract<AddressKind, 'opnet-address' | 'public-key' | 'p2op'>;

/** Contracts are looked up by p2op address or public key (an OP_NET address is a hashed key). */
export function isContractAddressKind(kind: AddressKind): kind is ContractAddressKind {
  return kind === 'p2op' || kind === 'public-key' || kind === 'opnet-address';
}

export type TokenSearchPlan =
  /** Nothing to look up: show Recent Searches. */
  | { kind: 'recent' }
  /** The native token. */
  | { kind: 'native' }
  /** Ask the API's token search. */
  | { kind: 'search'; query: string }
  /** Look the contract up by address. */
  | {
      kind: 'address';
      address: string;
      addressKind: ContractAddressKind;
    }
  /** An address that cannot name a contract. */
  | { kind: 'rejected'; message: string };

/**
 * What the token search does with the typed text (docs/swap.md#token-search): under 3 characters
 * nothing; a prefix of 'bitcoin' from 3 characters on the native token; results past 10 characters;
 * past 40 an address lookup that must be a p2op address or a public key, and a p2op address of
 * `network`.
 */
export function planTokenSearch(input: string, network: ProductNetwork): TokenSearchPlan {
  const text = input.trim();
  if (text.length < TOKEN_SEARCH.minimumCharacters) return { kind: 'recent' };
  // Matching from 3 characters lets 'bit' offer Bitcoin, the one name shorter than the 10-character
  // results threshold that a user types.
  if (NATIVE_SEARCH_TERM.startsWith(text.toLowerCase())) return { kind: 'native' };
  if (text.length <= TOKEN_SEARCH.resultsAfterCharacters) return { kind: 'recent' };
  if (text.length <= TOKEN_SEARCH.addressLookupAfterCharacters)
    return { kind: 'search', query: text };
  const address = classifyAddress(text);
  if (!isContractAddressKind(address.kind)) {
    return { kind: 'rejected', message: TOKEN_SEARCH_MESSAGES.unsupportedAddress };
  }
  if (address.network !== null && address.network !== network) {
    return { kind: 'rejected', message: otherNetworkAddressMessage(address.network, network) };
  }
  return { kind: 'address', address: text, addressKind: address.kind };
}
