import type { MLDSASecurityLevel } from '@btc-vision/transaction';
import type { PublicKeyRegistry } from '../accounts/public-key-registry.ts';
import { fromHex, toHex } from '../bytes.ts';
import type { LinkedKeys } from './epoch-submission.ts';

/**
 * The keys the registry has linked to an ML-DSA key hash: a development account, or a sender
 * whose transaction carried the link. Contracts and unlinked keys have none.
 */
export function registryLinkedKeys(
  registry: PublicKeyRegistry,
): (mldsaHash: Uint8Array) => LinkedKeys | null {
  return (mldsaHash) => {
    const hash = toHex(mldsaHash);
    const info = registry.lookup(hash);
    if (info?.mldsaHashedPublicKey !== hash || !info.tweakedPubkey || !info.originalPubKey) {
      return null;
    }
    return {
      tweakedKey: fromHex(info.tweakedPubkey),
      originalKey: fromHex(info.originalPubKey),
      mldsaPublicKey: info.mldsaPublicKey ? fromHex(info.mldsaPublicKey) : null,
      mldsaLevel: (info.mldsaLevel as MLDSASecurityLevel | undefined) ?? null,
    };
  };
}
