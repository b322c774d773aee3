import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reverseSwapPair, swapTypeOf, type SwapPair } from './swap-type.ts';
import { DEAD_TOKEN, type Token, nativeToken } from './token.ts';

const btc = nativeToken('regtest');
const moto: Token = {
  ...DEAD_TOKEN,
  address: `0x${'ab'.repeat(32)}`,
  p2op: 'opr1moto',
  name: 'Motoswap',
  symbol: 'MOTO',
};
const pill: Token = { ...moto, address: `0x${'cd'.repeat(32)}`, p2op: 'opr1pill', symbol: 'PILL' };

describe('swapTypeOf', () => {
  it.each([
    [btc, moto, 'fromBitcoin'],
    [moto, btc, 'toBitcoin'],
    [moto, pill, 'poolSwap'],
    [btc, null, 'fromBitcoin'],
    [null, btc, 'toBitcoin'],
    [null, null, 'poolSwap'],
    [DEAD_TOKEN, moto, 'poolSwap'],
    [btc, btc, 'fromBitcoin'],
  ] as const)('is %# %s', (sell, buy, type) => {
    expect(swapTypeOf(sell, buy)).toBe(type);
  });
});

describe('reverseSwapPair', () => {
  const pair: SwapPair = { sellToken: btc, buyToken: moto, sellAmount: '0.001', buyAmount: '42' };

  it('swaps the tokens and the amounts', () => {
    expect(reverseSwapPair(pair)).toEqual({
      sellToken: moto,
      buyToken: btc,
      sellAmount: '42',
      buyAmount: '0.001',
    });
  });

  it('turns from-Bitcoin into to-Bitcoin and back', () => {
    const reversed = reverseSwapPair(pair);
    expect(swapTypeOf(pair.sellToken, pair.buyToken)).toBe('fromBitcoin');
    expect(swapTypeOf(reversed.sellToken, reversed.buyToken)).toBe('toBitcoin');
  });

  it('gives back the same pair when reversed twice', () => {
    const side = fc.constantFrom<Token | null>(btc, moto, pill, null);
    fc.assert(
      fc.property(side, side, fc.string(), fc.string(), (sellToken, buyToken, a, b) => {
        const start: SwapPair = { sellToken, buyToken, sellAmount: a, buyAmount: b };
        expect(reverseSwapPair(reverseSwapPair(start))).toEqual(start);
      }),
    );
  });
});
