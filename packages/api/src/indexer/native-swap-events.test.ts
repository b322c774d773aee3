import { describe, expect, it } from 'vitest';
import { decodeLiquidityReserved, decodeReservationCreated } from './native-swap-events.ts';

// Event data of the devnet seed world: account 5 reserves MOTO for 500,000 sats (block 11) from
// one provider.
const bytes = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));
const LIQUIDITY_RESERVED = bytes(
  'AAAAQGJjcnQxcTkwejhrendtM3ozcGFoM3o3dG1heTZrcGFkM2c5cGp5dTNxNHQyMGs5anhwMm56bWN5OHNwbWM1NGcAAAAAAAehIKVmxV1KhwYAm+jEEuXvYZz3nkOpRJ4z3ZswpEAprv1RAAAAAAAAAALO+8No5H3yKA==',
);
const RESERVATION_CREATED = bytes('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACzvvDaOR98igAAAAAAAehIA==');

describe('NativeSwap event data', () => {
  it('decodes LiquidityReserved: deposit address, sats, provider, tokens', () => {
    const reserved = decodeLiquidityReserved(LIQUIDITY_RESERVED);
    expect(reserved.depositAddress).toBe(
      'bcrt1q90z8kzwm3z3pah3z7tmay6kpad3g9pjyu3q4t20k9jxp2nzmcy8spmc54g',
    );
    expect(reserved.satoshisAmount).toBe(500_000n);
    expect(reserved.tokenAmount).toBe(0x2cefbc368e47df228n);
    expect(reserved.providerId).toBeGreaterThan(0n);
  });

  it('decodes ReservationCreated: the tokens expected and the sats to pay', () => {
    expect(decodeReservationCreated(RESERVATION_CREATED)).toEqual({
      expectedAmountOut: 0x2cefbc368e47df228n,
      totalSatoshis: 500_000n,
    });
  });

  it('throws on data that does not fit the layout', () => {
    expect(() => decodeReservationCreated(RESERVATION_CREATED.subarray(0, 20))).toThrow();
    expect(() => decodeLiquidityReserved(Uint8Array.from([0, 0, 0, 64, 1]))).toThrow();
  });
});
