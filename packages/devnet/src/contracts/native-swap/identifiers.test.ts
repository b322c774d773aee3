import { describe, expect, it } from 'vitest';
import { providerIdOf } from '@opswap/protocol/nativeswap/provider-id';
import { providerIdFromKey, providerKeyOf, reservationIdOf } from './identifiers.ts';

const OWNER = `0x${'11'.repeat(32)}`;
const TOKEN = `0x${'22'.repeat(32)}`;

describe('identifiers', () => {
  it('derives one provider id per owner and token: sha256(owner || token)', () => {
    const id = providerIdOf(OWNER, TOKEN);
    expect(providerKeyOf(id)).toBe(
      '5189c77d29fe5d546a045ec46986852785fea5c13ac7da9c115ff5fb6edf817c',
    );
    expect(providerIdFromKey(providerKeyOf(id))).toBe(id);
    expect(providerIdOf(TOKEN, OWNER)).not.toBe(id);
  });

  it('derives a 128-bit reservation id from ripemd160(token || owner)', () => {
    const id = reservationIdOf(TOKEN, OWNER);
    expect(id).toBe(0xd0888ea54a304fc2356304f34f8b32edn);
    expect(id).not.toBe(reservationIdOf(OWNER, TOKEN));
  });
});
