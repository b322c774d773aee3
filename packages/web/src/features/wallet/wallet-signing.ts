import type { SignedMessage, WalletKind } from '../../lib/wallet/wallet-store.ts';

/** The two ways a wallet can sign the api's sign-in challenge (see packages/api auth). */
interface MessageSigningWallet {
  signMessage(message: string, type?: 'ecdsa' | 'bip322-simple'): Promise<string>;
  signData(hex: string, type?: 'ecdsa' | 'schnorr'): Promise<string>;
}

async function sha256Hex(message: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(message));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * OP_WALLET signs sha256(message) with schnorr through signData; UniSat signs Bitcoin's signed
 * message format with ECDSA.
 */
export async function signChallenge(
  kind: WalletKind,
  wallet: MessageSigningWallet,
  message: string,
): Promise<SignedMessage> {
  if (kind === 'OP_WALLET') {
    const signature = await wallet.signData(await sha256Hex(message), 'schnorr');
    return { signature, signatureType: 'schnorr' };
  }
  return { signature: await wallet.signMessage(message, 'ecdsa'), signatureType: 'ecdsa' };
}
