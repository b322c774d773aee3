import type { ProductNetwork } from '../tokens/networks.ts';
import { type AddressKind, classifyAddress } from './token-search.ts';

/** Bitcoin addresses: what a native (BTC) send can pay. */
const BITCOIN_ADDRESS_KINDS: ReadonlySet<AddressKind> = new Set([
  'p2tr',
  'p2wpkh',
  'p2wsh',
  'segwit',
  'legacy',
]);

/**
 * What an OP20 transfer can name: a wallet's Bitcoin address (its OP_NET address is looked up on
 * the node), its public key, its OP_NET address itself (0x + 32 bytes) or a contract's p2op.
 */
const TOKEN_RECIPIENT_KINDS: ReadonlySet<AddressKind> = new Set([
  ...BITCOIN_ADDRESS_KINDS,
  'public-key',
  'opnet-address',
  'p2op',
]);

/**
 * Whether a send can go to this address on this network: the native coin only to Bitcoin
 * addresses, tokens also to keys and OP_NET addresses; an address of another network never.
 * The send form applies it after the spec's length rule (validateRecipient's isValidForNetwork).
 */
export function isValidSendRecipient(
  address: string,
  target: { network: ProductNetwork; native: boolean },
): boolean {
  const { kind, network } = classifyAddress(address);
  if (network !== null && network !== target.network) return false;
  return (target.native ? BITCOIN_ADDRESS_KINDS : TOKEN_RECIPIENT_KINDS).has(kind);
}

/**
 * A recipient whose OP_NET address is written out (0x + 32 bytes) needs no lookup on the node;
 * every other one is resolved to its OP_NET address (btc_publicKeyInfo) before a token transfer.
 */
export function needsRecipientLookup(address: string): boolean {
  return classifyAddress(address).kind !== 'opnet-address';
}
