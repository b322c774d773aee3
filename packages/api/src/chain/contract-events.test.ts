import { BinaryWriter } from '@btc-vision/transaction';
import { describe, expect, it } from 'vitest';
import {
  address,
  events,
  EventWriter,
  TEST_CONTRACTS,
} from '../../test/support/market-test-kit.ts';
import {
  decodeEvent,
  EventDataReader,
  readLiquidityListed,
  readLiquidityReserved,
  readProviderFulfilled,
  readReservationCreated,
  readSwapExecuted,
  readSwapped,
} from './contract-events.ts';

const alice = address('alice');

// Event data of the devnet seed world: account 5 reserves MOTO for 500,000 sats (block 11) from
// one provider.
const devnetEvent = (type: string, base64: string) => ({
  contract: TEST_CONTRACTS.nativeSwap,
  type,
  data: new Uint8Array(Buffer.from(base64, 'base64')),
});
const LIQUIDITY_RESERVED = devnetEvent(
  'LiquidityReserved',
  'AAAAQGJjcnQxcTkwejhrendtM3ozcGFoM3o3dG1heTZrcGFkM2c5cGp5dTNxNHQyMGs5anhwMm56bWN5OHNwbWM1NGcAAAAAAAehIKVmxV1KhwYAm+jEEuXvYZz3nkOpRJ4z3ZswpEAprv1RAAAAAAAAAALO+8No5H3yKA==',
);
const RESERVATION_CREATED = devnetEvent(
  'ReservationCreated',
  'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACzvvDaOR98igAAAAAAAehIA==',
);

describe('contract events', () => {
  it('the test writer lays fields out as the library the contracts encode with', () => {
    const library = new BinaryWriter();
    library.writeAddress(Buffer.from(alice.slice(2), 'hex') as never);
    library.writeU64(123_456n);
    library.writeU128(2n ** 100n + 7n);
    library.writeU256(2n ** 255n + 1n);
    library.writeBoolean(true);
    library.writeStringWithLength('bcrt1q-csv');
    const ours = new EventWriter()
      .address(alice)
      .u64(123_456n)
      .u128(2n ** 100n + 7n)
      .u256(2n ** 255n + 1n)
      .bool(true)
      .string('bcrt1q-csv')
      .bytes();
    expect(Buffer.from(ours).toString('hex')).toBe(
      Buffer.from(library.getBuffer()).toString('hex'),
    );
  });

  it('reads each field width back', () => {
    const reader = new EventDataReader(
      new EventWriter().address(alice).u64(5n).u128(6n).u256(7n).bool(false).string('é').bytes(),
    );
    expect([
      reader.address(),
      reader.u64(),
      reader.u128(),
      reader.u256(),
      reader.bool(),
      reader.string(),
    ]).toEqual([alice, 5n, 6n, 7n, false, 'é']);
  });

  it('decodes the NativeSwap and pool events', () => {
    const providerId = 'ff'.repeat(32);
    expect(
      decodeEvent(events.liquidityListed(10n ** 22n, 'bcrt1q-csv'), readLiquidityListed),
    ).toEqual({ totalLiquidity: 10n ** 22n, receiver: 'bcrt1q-csv' });
    expect(
      decodeEvent(events.liquidityReserved('csv', 50_000n, providerId, 5n), readLiquidityReserved),
    ).toEqual({
      depositAddress: 'csv',
      satoshis: 50_000n,
      providerId: 2n ** 256n - 1n,
      tokens: 5n,
    });
    expect(decodeEvent(events.providerFulfilled(providerId, 9n), readProviderFulfilled)).toEqual({
      providerId: 2n ** 256n - 1n,
      removalCompleted: false,
      stakedAmount: 9n,
    });
    expect(decodeEvent(events.swapExecuted(alice, 500_000n, 49n, 1n), readSwapExecuted)).toEqual({
      buyer: alice,
      satoshisIn: 500_000n,
      tokensOut: 49n,
      fees: 1n,
    });
    const pool = address('pool');
    expect(
      decodeEvent(
        events.swapped(pool, alice, { in0: 1n, in1: 0n, out0: 0n, out1: 2n }, alice),
        readSwapped,
      ),
    ).toEqual({
      sender: alice,
      amount0In: 1n,
      amount1In: 0n,
      amount0Out: 0n,
      amount1Out: 2n,
      to: alice,
    });
  });

  it("decodes the devnet's LiquidityReserved: deposit address, sats, provider, tokens", () => {
    const reserved = decodeEvent(LIQUIDITY_RESERVED, readLiquidityReserved);
    expect(reserved).toMatchObject({
      depositAddress: 'bcrt1q90z8kzwm3z3pah3z7tmay6kpad3g9pjyu3q4t20k9jxp2nzmcy8spmc54g',
      satoshis: 500_000n,
      tokens: 0x2cefbc368e47df228n,
    });
    expect(reserved?.providerId).toBeGreaterThan(0n);
  });

  it("decodes the devnet's ReservationCreated: the tokens expected and the sats to pay", () => {
    expect(decodeEvent(RESERVATION_CREATED, readReservationCreated)).toEqual({
      expectedAmountOut: 0x2cefbc368e47df228n,
      totalSatoshis: 500_000n,
    });
  });

  it('gives null for data that does not fit the layout', () => {
    const cut = { ...RESERVATION_CREATED, data: RESERVATION_CREATED.data.subarray(0, 20) };
    expect(decodeEvent(cut, readReservationCreated)).toBeNull();
    const overlong = { ...LIQUIDITY_RESERVED, data: Uint8Array.from([0, 0, 0, 64, 1]) };
    expect(decodeEvent(overlong, readLiquidityReserved)).toBeNull();
    const short = {
      contract: TEST_CONTRACTS.nativeSwap,
      type: 'SwapExecuted',
      data: new Uint8Array(40),
    };
    expect(decodeEvent(short, readSwapExecuted)).toBeNull();
    const badString = {
      contract: TEST_CONTRACTS.nativeSwap,
      type: 'LiquidityListed',
      data: new EventWriter().u128(1n).uint(1000n, 4).bytes(),
    };
    expect(decodeEvent(badString, readLiquidityListed)).toBeNull();
  });
});
