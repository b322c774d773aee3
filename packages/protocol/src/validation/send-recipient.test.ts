import { describe, expect, it } from 'vitest';
import { isValidSendRecipient, needsRecipientLookup } from './send-recipient.ts';

const P2TR_REGTEST = 'bcrt1p0lks35d0spqsvz2t3t0kqus38wrlpmcjtvvupkfkwdrzfh6zjypsljsy4e';
const P2TR_MAINNET = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297';
const P2OP_REGTEST = 'opr1sqrfx88vp34ylnctwg2n7gt0ac6vp9nq6w5ntktpm';
const OPNET_ADDRESS = '0xe0a852f192bd0dc5e611daa8df4edb4083f4f09ad02b024b943341d4e877cbec';
const PUBLIC_KEY = `02${'ab'.repeat(32)}`;

describe('isValidSendRecipient', () => {
  it('sends the native coin only to Bitcoin addresses of the network', () => {
    const native = { network: 'regtest', native: true } as const;
    expect(isValidSendRecipient(P2TR_REGTEST, native)).toBe(true);
    expect(isValidSendRecipient(P2TR_MAINNET, native)).toBe(false);
    expect(isValidSendRecipient(P2OP_REGTEST, native)).toBe(false);
    expect(isValidSendRecipient(OPNET_ADDRESS, native)).toBe(false);
    expect(isValidSendRecipient(PUBLIC_KEY, native)).toBe(false);
  });

  it('sends tokens to Bitcoin addresses, keys, OP_NET addresses and contracts', () => {
    const token = { network: 'regtest', native: false } as const;
    for (const address of [P2TR_REGTEST, P2OP_REGTEST, OPNET_ADDRESS, PUBLIC_KEY]) {
      expect(isValidSendRecipient(address, token)).toBe(true);
    }
    expect(isValidSendRecipient(P2TR_MAINNET, token)).toBe(false);
    expect(isValidSendRecipient('not an address at all, sorry', token)).toBe(false);
  });
});

describe('needsRecipientLookup', () => {
  it('skips the lookup only for a written-out OP_NET address', () => {
    expect(needsRecipientLookup(OPNET_ADDRESS)).toBe(false);
    expect(needsRecipientLookup(P2TR_REGTEST)).toBe(true);
    expect(needsRecipientLookup(PUBLIC_KEY)).toBe(true);
  });
});
