import { describe, expect, it } from 'vitest';
import { nativeToken, type Token } from '../tokens/token.ts';
import {
  isNoNativePoolRevert,
  isTokenOwner,
  NATIVE_PAIR_TEXTS,
  type NativePairDestination,
  nativePairDestination,
  nativePairOf,
  nativePairPath,
} from './add-liquidity-native.ts';

const MOTO_ADDRESS = `0x${'aa'.repeat(32)}`;
const MOTO: Token = {
  ...nativeToken('regtest'),
  address: MOTO_ADDRESS,
  p2op: 'opr1moto',
  symbol: 'MOTO',
};
const PILL: Token = { ...MOTO, address: `0x${'bb'.repeat(32)}`, p2op: 'opr1pill', symbol: 'PILL' };
const BTC = nativeToken('regtest');

describe('nativePairDestination', () => {
  const cases: [boolean, boolean, boolean, boolean, NativePairDestination][] = [
    // isNative, token2Set, isOwner, hasNativePool
    [false, true, true, false, 'add-liquidity'],
    [false, false, false, true, 'add-liquidity'],
    [true, false, true, false, 'choose-token'],
    [true, false, false, false, 'choose-token'],
    [true, true, true, false, 'create-pool'],
    [true, true, true, true, 'add-native-liquidity'],
    [true, true, false, false, 'add-native-liquidity'],
    [true, true, false, true, 'add-native-liquidity'],
  ];
  it.each(cases)(
    'native %s, token two %s, owner %s, native pool %s: %s',
    (isNative, token2Set, isOwner, hasNativePool, destination) => {
      expect(nativePairDestination({ isNative, token2Set, isOwner, hasNativePool })).toBe(
        destination,
      );
    },
  );
});

describe('nativePairOf', () => {
  it('is native with the other token when the coin is token one or token two', () => {
    expect(nativePairOf(BTC, MOTO)).toEqual({ isNative: true, token: MOTO });
    expect(nativePairOf(MOTO, BTC)).toEqual({ isNative: true, token: MOTO });
    expect(nativePairOf(BTC, null)).toEqual({ isNative: true, token: null });
  });

  it('is not native for two OP20 tokens or none chosen', () => {
    expect(nativePairOf(MOTO, PILL)).toEqual({ isNative: false, token: null });
    expect(nativePairOf(null, null)).toEqual({ isNative: false, token: null });
  });
});

describe('isTokenOwner', () => {
  it('compares the owner read with the viewing wallet, ignoring hex case', () => {
    expect(isTokenOwner(MOTO_ADDRESS.toUpperCase().replace('0X', '0x'), MOTO_ADDRESS)).toBe(true);
    expect(isTokenOwner(PILL.address, MOTO_ADDRESS)).toBe(false);
  });

  it('takes the viewing wallet as the owner when the owner read failed', () => {
    expect(isTokenOwner(null, MOTO_ADDRESS)).toBe(true);
  });
});

describe('isNoNativePoolRevert', () => {
  it('recognises the contract revert of a token without a native pool', () => {
    expect(isNoNativePoolRevert('NATIVE_SWAP: Pool does not exist for token.')).toBe(true);
    expect(isNoNativePoolRevert('NATIVE_SWAP: Contract is paused.')).toBe(false);
  });
});

describe('nativePairPath', () => {
  it('sends the token along as ?token= to pool creation and to native liquidity', () => {
    expect(nativePairPath('create-pool', MOTO_ADDRESS)).toBe(`/pool/create?token=${MOTO_ADDRESS}`);
    expect(nativePairPath('add-native-liquidity', MOTO_ADDRESS)).toBe(
      `/pool/add-native?token=${MOTO_ADDRESS}`,
    );
  });

  it('stays for the destinations on this screen', () => {
    expect(nativePairPath('add-liquidity', MOTO_ADDRESS)).toBeNull();
    expect(nativePairPath('choose-token', MOTO_ADDRESS)).toBeNull();
  });
});

describe('NATIVE_PAIR_TEXTS', () => {
  it('tells the owner it creates the pool, anyone else that they provide to it', () => {
    expect(NATIVE_PAIR_TEXTS.leaving('create-pool')).toMatch(/create its native pool/);
    expect(NATIVE_PAIR_TEXTS.leaving('add-native-liquidity')).toMatch(/add liquidity to/);
    expect(NATIVE_PAIR_TEXTS.chooseToken('rBTC')).toContain('rBTC');
  });
});
