import { describe, expect, it } from 'vitest';
import type { TxOutput } from '../../tx/parsed-transaction.ts';
import { satsPaidTo, splitBtcFee, unpaidBtcFee } from './btc-stake-fees.ts';

const out = (index: number, address: string | null, value: bigint): TxOutput => ({
  index,
  value,
  script: new Uint8Array(),
  address,
});

describe('splitBtcFee', () => {
  it('splits the fee in basis points, rounded down, merging one recipient', () => {
    const shares = [
      { recipient: 'user', bps: 8_000n },
      { recipient: 'moto', bps: 1_000n },
      { recipient: 'user', bps: 500n },
      { recipient: 'opnet', bps: 0n },
      { recipient: '', bps: 500n },
    ];
    expect(splitBtcFee(10_001n, shares)).toEqual([
      { recipient: 'user', sats: 8_000n + 500n },
      { recipient: 'moto', sats: 1_000n },
    ]);
    expect(splitBtcFee(0n, shares)).toEqual([]);
  });
});

describe('unpaidBtcFee', () => {
  it('finds the first recipient the outputs underpay', () => {
    const outputs = [
      out(0, null, 0n),
      out(1, 'user', 1_000n),
      out(2, 'user', 500n),
      out(3, 'moto', 99n),
    ];
    expect(satsPaidTo(outputs, 'user')).toBe(1_500n);
    const fees = [
      { recipient: 'user', sats: 1_500n },
      { recipient: 'moto', sats: 100n },
    ];
    expect(unpaidBtcFee(outputs, fees)).toEqual({ recipient: 'moto', sats: 100n });
    expect(unpaidBtcFee([...outputs, out(4, 'moto', 1n)], fees)).toBeNull();
    expect(unpaidBtcFee([], [])).toBeNull();
  });
});
