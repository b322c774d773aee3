import { getEccLib, isSchnorrSignature, isXOnlyPublicKey } from '@btc-vision/bitcoin';
import type { CryptoBackend } from '@btc-vision/bitcoin';
// Loading the transaction library registers its secp256k1 backend with @btc-vision/bitcoin.
import '@btc-vision/transaction';
import { fromHex, sha256, u256be, u64be, utf8 } from '../bytes.ts';

/** The OP712 type hashes of btc-runtime's OP20 (constants/Exports). */
export const OP712_DOMAIN_TYPE_HASH = sha256(
  utf8(
    'OP712Domain(string name,string version,bytes32 chainId,bytes32 protocolId,address verifyingContract)',
  ),
);
export const OP712_VERSION_HASH = sha256(utf8('1'));
export const ALLOWANCE_INCREASE_TYPE_HASH = sha256(
  utf8(
    'OP20AllowanceIncrease(address owner,address spender,uint256 amount,uint256 nonce,uint64 deadline)',
  ),
);
export const ALLOWANCE_DECREASE_TYPE_HASH = sha256(
  utf8(
    'OP20AllowanceDecrease(address owner,address spender,uint256 amount,uint256 nonce,uint64 deadline)',
  ),
);

export interface DomainInput {
  name: string;
  chainId: Uint8Array;
  protocolId: Uint8Array;
  /** The token contract's address. */
  contract: string;
}

/** sha256(domain type hash || sha256(name) || version hash || chain id || protocol id || address). */
export function domainSeparator(domain: DomainInput): Uint8Array {
  return sha256(
    OP712_DOMAIN_TYPE_HASH,
    sha256(utf8(domain.name)),
    OP712_VERSION_HASH,
    domain.chainId,
    domain.protocolId,
    fromHex(domain.contract),
  );
}

export interface AllowancePermit {
  typeHash: Uint8Array;
  owner: string;
  spender: string;
  amount: bigint;
  nonce: bigint;
  deadline: bigint;
}

/** The 32 bytes an owner signs: sha256(0x1901 || domain separator || sha256(struct)). */
export function allowancePermitHash(separator: Uint8Array, permit: AllowancePermit): Uint8Array {
  const structHash = sha256(
    permit.typeHash,
    fromHex(permit.owner),
    fromHex(permit.spender),
    u256be(permit.amount),
    u256be(permit.nonce),
    u64be(permit.deadline),
  );
  return sha256(Uint8Array.of(0x19, 0x01), separator, structHash);
}

type MessageHash = Parameters<NonNullable<CryptoBackend['verifySchnorr']>>[0];

/** BIP340 verification of a signature over the 32-byte hash by an x-only public key. */
export function verifySchnorr(
  hash: Uint8Array,
  xOnlyPublicKey: Uint8Array,
  signature: Uint8Array,
): boolean {
  const verify = getEccLib().verifySchnorr;
  if (!verify || !isXOnlyPublicKey(xOnlyPublicKey) || !isSchnorrSignature(signature)) return false;
  try {
    return verify(hash as MessageHash, xOnlyPublicKey, signature);
  } catch {
    return false;
  }
}
