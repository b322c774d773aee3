import type { ProductNetwork } from '../tokens/networks.ts';
import {
  type AddressKind,
  classifyAddress,
  otherNetworkAddressMessage,
} from '../validation/token-search.ts';

export const DEPLOY_ADDRESS_MESSAGES = {
  required: 'Enter an address.',
  invalidAccount:
    'Enter a Bitcoin address of this network, a public key, or an OP_NET address (0x and 64 hex characters).',
  invalidBitcoin: 'Enter a Bitcoin address of this network.',
} as const;

/**
 * What a factory's address argument (initialMintTo, tokenOwner) can name: an OP_NET address
 * written out, or a wallet's key or Bitcoin address, which the node resolves to its OP_NET
 * address before the deployment is sent.
 */
const ACCOUNT_KINDS: ReadonlySet<AddressKind> = new Set([
  'opnet-address',
  'public-key',
  'p2tr',
  'p2wpkh',
]);

/** Where Bitcoin is paid (a farm's fee recipient, a string argument): Bitcoin addresses only. */
const BITCOIN_KINDS: ReadonlySet<AddressKind> = new Set([
  'p2tr',
  'p2wpkh',
  'p2wsh',
  'segwit',
  'legacy',
]);

function addressMessage(
  text: string,
  network: ProductNetwork,
  kinds: ReadonlySet<AddressKind>,
  invalid: string,
): string | null {
  const address = text.trim();
  if (address === '') return DEPLOY_ADDRESS_MESSAGES.required;
  const found = classifyAddress(address);
  if (found.network !== null && found.network !== network) {
    return otherNetworkAddressMessage(found.network, network);
  }
  return kinds.has(found.kind) ? null : invalid;
}

/** The message for an account address argument, or null when the factory can take it. */
export function accountAddressMessage(text: string, network: ProductNetwork): string | null {
  return addressMessage(text, network, ACCOUNT_KINDS, DEPLOY_ADDRESS_MESSAGES.invalidAccount);
}

/** The message for a Bitcoin address argument, or null when it is one of this network. */
export function bitcoinAddressMessage(text: string, network: ProductNetwork): string | null {
  return addressMessage(text, network, BITCOIN_KINDS, DEPLOY_ADDRESS_MESSAGES.invalidBitcoin);
}

/** An OP_NET address written out needs no lookup; keys and Bitcoin addresses are resolved. */
export function isOpnetAddress(text: string): boolean {
  return classifyAddress(text.trim()).kind === 'opnet-address';
}
