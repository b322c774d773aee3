// An account's OP_NET address from what a user types; chain chunk only (reached through
// `await import()`).
import { Address } from '@btc-vision/transaction';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { needsRecipientLookup } from '@opswap/protocol/validation/send-recipient';
import { getProvider } from '../../lib/chain/chain-client.ts';

/**
 * The account's OP_NET address (0x hex) as the node knows it (btc_publicKeyInfo), or null when
 * the node has never seen the address's keys. A written-out OP_NET address needs no lookup.
 */
export async function resolveRecipient(
  network: ProductNetwork,
  recipient: string,
): Promise<string | null> {
  const address = recipient.trim();
  if (!needsRecipientLookup(address)) return Address.fromString(address).toHex();
  // An address the node has never seen comes back empty; a failed lookup throws and is shown.
  const found = await getProvider(network).getPublicKeyInfo(address, false);
  return found ? found.toHex() : null;
}
