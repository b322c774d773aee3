import { networks } from '@btc-vision/bitcoin';
import { Address } from '@btc-vision/transaction';
import { describe, expect, it } from 'vitest';
import { fromHex } from '../../bytes.ts';
import { outputsOf } from '../../../test/support/native-swap-harness.ts';
import {
  csvAddress,
  feeSatoshisPaidTo,
  isValidBitcoinAddress,
  satoshisPaidTo,
} from './bitcoin-outputs.ts';
import { DEFAULT_FEES_ADDRESS } from './config.ts';

const PUBLIC_KEY = '0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798';

describe('csvAddress', () => {
  it.each([1, 2, 3])(
    'is the address the client derives with Address.toCSV(%i, regtest)',
    (blocks) => {
      const client = Address.fromString(`0x${'11'.repeat(32)}`, `0x${PUBLIC_KEY}`);
      expect(csvAddress(fromHex(PUBLIC_KEY), blocks)).toBe(
        client.toCSV(blocks, networks.regtest).address,
      );
    },
  );

  it('is a regtest P2WSH address, different for each lock', () => {
    const one = csvAddress(fromHex(PUBLIC_KEY), 1);
    expect(one).toMatch(/^bcrt1q[0-9a-z]{58}$/);
    expect(csvAddress(fromHex(PUBLIC_KEY), 2)).not.toBe(one);
  });
});

describe('isValidBitcoinAddress', () => {
  it('accepts regtest addresses and refuses other networks and text', () => {
    expect(isValidBitcoinAddress(DEFAULT_FEES_ADDRESS)).toBe(true);
    expect(isValidBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(false);
    expect(isValidBitcoinAddress('')).toBe(false);
    expect(isValidBitcoinAddress('not an address')).toBe(false);
  });
});

describe('satoshisPaidTo', () => {
  const other = csvAddress(fromHex(PUBLIC_KEY), 1);
  const outputs = outputsOf([
    { to: DEFAULT_FEES_ADDRESS, value: 3_000n },
    { to: other, value: 7n },
    { to: DEFAULT_FEES_ADDRESS, value: 2_500n },
  ]);

  it('sums every output to the address', () => {
    expect(satoshisPaidTo(outputs, DEFAULT_FEES_ADDRESS)).toBe(5_500n);
    expect(satoshisPaidTo(outputs, other)).toBe(7n);
  });

  it('counts fees only from output 1 on: output 0 is the interaction’s own', () => {
    const withZero = [{ ...outputs[0]!, index: 0 }, ...outputs.slice(1)];
    expect(satoshisPaidTo(withZero, DEFAULT_FEES_ADDRESS)).toBe(5_500n);
    expect(feeSatoshisPaidTo(withZero, DEFAULT_FEES_ADDRESS)).toBe(2_500n);
  });
});
