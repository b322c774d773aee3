import { describe, expect, it } from 'vitest';
import { providerIdOf } from './provider-id.ts';

const OWNER = `0x${'11'.repeat(32)}`;
const TOKEN = `0x${'22'.repeat(32)}`;

describe('providerIdOf', () => {
  it('is sha256(owner || token) read as a big-endian u256', () => {
    expect(providerIdOf(OWNER, TOKEN)).toBe(
      0x5189c77d29fe5d546a045ec46986852785fea5c13ac7da9c115ff5fb6edf817cn,
    );
  });

  it('gives one id per owner and token, in that order', () => {
    expect(providerIdOf(TOKEN, OWNER)).not.toBe(providerIdOf(OWNER, TOKEN));
  });

  it('reads the addresses with or without 0x, in either case', () => {
    const id = providerIdOf(OWNER, TOKEN);
    expect(providerIdOf(OWNER.slice(2), TOKEN.slice(2))).toBe(id);
    const mixed = `0x${'ab'.repeat(32)}`;
    expect(providerIdOf(mixed.toUpperCase().replace('0X', '0x'), TOKEN)).toBe(
      providerIdOf(mixed, TOKEN),
    );
  });
});
