import { describe, expect, it, vi } from 'vitest';
import { signChallenge } from './wallet-signing.ts';

describe('signChallenge', () => {
  it('has OP_WALLET sign sha256(message) with schnorr', async () => {
    const signData = vi.fn(async () => 'aa'.repeat(64));
    const signed = await signChallenge('OP_WALLET', { signData, signMessage: vi.fn() }, 'abc');
    expect(signData).toHaveBeenCalledWith(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      'schnorr',
    );
    expect(signed).toEqual({ signature: 'aa'.repeat(64), signatureType: 'schnorr' });
  });

  it('has UniSat sign the Bitcoin signed message with ECDSA', async () => {
    const signMessage = vi.fn(async () => 'c2ln');
    const signed = await signChallenge('UNISAT', { signData: vi.fn(), signMessage }, 'abc');
    expect(signMessage).toHaveBeenCalledWith('abc', 'ecdsa');
    expect(signed).toEqual({ signature: 'c2ln', signatureType: 'ecdsa' });
  });
});
