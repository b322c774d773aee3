import {
  ABICoder,
  ABIDataTypes,
  Address,
  AddressMap,
  BinaryReader,
  BinaryWriter,
} from '@btc-vision/transaction';
import { describe, expect, it } from 'vitest';
import { UINT256_MAX } from '@opswap/protocol/amount/units';
import type { AbiParam } from './abi.ts';
import { decodeParams, encodeParams } from './abi-codec.ts';
import type { AbiValue } from './abi-codec.ts';

const A = `0x${'aa'.repeat(32)}`;
const B = `0x${'0b'.repeat(32)}`;

const params = (...types: ABIDataTypes[]): AbiParam[] =>
  types.map((type, index) => ({ name: `p${index}`, type }));

describe('encodeParams', () => {
  it('writes what the client decodes (ABICoder.decodeData)', () => {
    const types = [
      ABIDataTypes.UINT256,
      ABIDataTypes.ADDRESS,
      ABIDataTypes.STRING,
      ABIDataTypes.UINT8,
      ABIDataTypes.UINT64,
      ABIDataTypes.BOOL,
      ABIDataTypes.BYTES32,
      ABIDataTypes.BYTES,
      ABIDataTypes.ARRAY_OF_UINT256,
      ABIDataTypes.ARRAY_OF_ADDRESSES,
      ABIDataTypes.UINT128,
    ];
    const values: AbiValue[] = [
      UINT256_MAX,
      A,
      'Motoswap ✓',
      18,
      (1n << 64n) - 1n,
      true,
      new Uint8Array(32).fill(7),
      Uint8Array.from([1, 2, 3]),
      [1n, 2n, 3n],
      [A, B],
      5n,
    ];
    const decoded = new ABICoder().decodeData(encodeParams(params(...types), values), types);
    expect(decoded[0]).toBe(UINT256_MAX);
    expect((decoded[1] as Address).toHex()).toBe(A);
    expect(decoded.slice(2, 6)).toEqual(['Motoswap ✓', 18, (1n << 64n) - 1n, true]);
    expect(decoded[6]).toEqual(new Uint8Array(32).fill(7));
    expect(decoded[7]).toEqual(Uint8Array.from([1, 2, 3]));
    expect(decoded[8]).toEqual([1n, 2n, 3n]);
    expect((decoded[9] as Address[]).map((address) => address.toHex())).toEqual([A, B]);
    expect(decoded[10]).toBe(5n);
  });

  it('writes an address/amount list as the client reads an AddressMap', () => {
    const bytes = encodeParams(params(ABIDataTypes.ADDRESS_UINT256_TUPLE), [
      [
        [A, 1n],
        [B, 2n],
      ],
    ]);
    const map = new BinaryReader(bytes).readAddressValueTuple();
    expect([...map.entries()].map(([key, value]) => [key.toHex(), value])).toEqual([
      [A, 1n],
      [B, 2n],
    ]);
  });

  it('refuses values that do not fit their type', () => {
    expect(() => encodeParams(params(ABIDataTypes.UINT8), [256])).toThrow('UINT8');
    expect(() => encodeParams(params(ABIDataTypes.UINT256), [-1n])).toThrow('UINT256');
    expect(() => encodeParams(params(ABIDataTypes.UINT256), [1n << 256n])).toThrow('UINT256');
    expect(() => encodeParams(params(ABIDataTypes.UINT64), [1n << 64n])).toThrow('UINT64');
    expect(() => encodeParams(params(ABIDataTypes.ADDRESS), ['0x12'])).toThrow('ADDRESS');
    expect(() => encodeParams(params(ABIDataTypes.BYTES32), [new Uint8Array(31)])).toThrow(
      'BYTES32',
    );
    expect(() => encodeParams(params(ABIDataTypes.UINT256), [])).toThrow('Expected 1 values');
  });
});

describe('decodeParams', () => {
  it('reads what the client writes (BinaryWriter)', () => {
    const writer = new BinaryWriter();
    const map = new AddressMap<bigint>();
    map.set(Address.fromString(B), 9n);
    writer.writeAddress(Address.fromString(A));
    writer.writeU256(42n);
    writer.writeAddressArray([Address.fromString(B), Address.fromString(A)]);
    writer.writeAddressValueTuple(map);
    writer.writeU64(7n);
    writer.writeStringWithLength('hi');
    const reader = new BinaryReader(writer.getBuffer());
    const values = decodeParams(
      params(
        ABIDataTypes.ADDRESS,
        ABIDataTypes.UINT256,
        ABIDataTypes.ARRAY_OF_ADDRESSES,
        ABIDataTypes.ADDRESS_UINT256_TUPLE,
        ABIDataTypes.UINT64,
        ABIDataTypes.STRING,
      ),
      reader,
    );
    expect(values).toEqual([A, 42n, [B, A], [[B, 9n]], 7n, 'hi']);
  });

  it('fails on truncated data and on a duplicated map key', () => {
    expect(() =>
      decodeParams(params(ABIDataTypes.UINT256), new BinaryReader(new Uint8Array(31))),
    ).toThrow('beyond buffer length');
    const writer = new BinaryWriter();
    writer.writeU16(2);
    writer.writeAddress(Address.fromString(A));
    writer.writeU256(1n);
    writer.writeAddress(Address.fromString(A));
    writer.writeU256(2n);
    expect(() =>
      decodeParams(
        params(ABIDataTypes.ADDRESS_UINT256_TUPLE),
        new BinaryReader(writer.getBuffer()),
      ),
    ).toThrow('Duplicate address');
  });
});
