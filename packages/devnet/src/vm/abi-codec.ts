import { ABIDataTypes, BinaryReader, BinaryWriter } from '@btc-vision/transaction';
import { addressFromBytes, isAddress } from '../address.ts';
import { fromHex } from '../bytes.ts';
import type { AbiFunction, AbiParam } from './abi.ts';

/**
 * A decoded ABI value: small integers as number, u64 and wider as bigint, addresses as 0x hex,
 * bytes as Uint8Array, arrays as arrays, and an address/u256 tuple list as [address, amount] pairs.
 */
export type AbiValue = bigint | number | boolean | string | Uint8Array | readonly AbiValue[];

const UINT_BITS: Partial<Record<ABIDataTypes, bigint>> = {
  [ABIDataTypes.UINT64]: 64n,
  [ABIDataTypes.UINT128]: 128n,
  [ABIDataTypes.UINT256]: 256n,
};
const INT_BITS: Partial<Record<ABIDataTypes, bigint>> = {
  [ABIDataTypes.INT64]: 64n,
  [ABIDataTypes.INT128]: 128n,
};
const SMALL_RANGES: Partial<Record<ABIDataTypes, readonly [number, number]>> = {
  [ABIDataTypes.UINT8]: [0, 0xff],
  [ABIDataTypes.UINT16]: [0, 0xffff],
  [ABIDataTypes.UINT32]: [0, 0xffffffff],
  [ABIDataTypes.INT8]: [-0x80, 0x7f],
  [ABIDataTypes.INT16]: [-0x8000, 0x7fff],
  [ABIDataTypes.INT32]: [-0x80000000, 0x7fffffff],
};
const FIXED_BYTES: Partial<Record<ABIDataTypes, number>> = {
  [ABIDataTypes.BYTES4]: 4,
  [ABIDataTypes.BYTES32]: 32,
};

function readAddress(reader: BinaryReader): string {
  return addressFromBytes(reader.readBytes(32));
}

function readList<T>(reader: BinaryReader, readItem: () => T): T[] {
  const count = reader.readU16();
  const items: T[] = [];
  for (let i = 0; i < count; i++) items.push(readItem());
  return items;
}

/** Reads one value in the layout opnet's encodeInput writes it. */
export function decodeValue(reader: BinaryReader, type: ABIDataTypes): AbiValue {
  switch (type) {
    case ABIDataTypes.UINT8:
      return reader.readU8();
    case ABIDataTypes.UINT16:
      return reader.readU16();
    case ABIDataTypes.UINT32:
      return reader.readU32();
    case ABIDataTypes.UINT64:
      return reader.readU64();
    case ABIDataTypes.UINT128:
      return reader.readU128();
    case ABIDataTypes.UINT256:
      return reader.readU256();
    case ABIDataTypes.INT8:
      return reader.readI8();
    case ABIDataTypes.INT16:
      return reader.readI16();
    case ABIDataTypes.INT32:
      return reader.readI32();
    case ABIDataTypes.INT64:
      return reader.readI64();
    case ABIDataTypes.INT128:
      return reader.readI128();
    case ABIDataTypes.BOOL:
      return reader.readBoolean();
    case ABIDataTypes.ADDRESS:
      return readAddress(reader);
    case ABIDataTypes.STRING:
      return reader.readStringWithLength();
    case ABIDataTypes.BYTES4:
      return reader.readBytes(4);
    case ABIDataTypes.BYTES32:
      return reader.readBytes(32);
    case ABIDataTypes.BYTES:
      return reader.readBytesWithLength();
    case ABIDataTypes.ADDRESS_UINT256_TUPLE: {
      const entries = readList(reader, () => [readAddress(reader), reader.readU256()] as const);
      const seen = new Set<string>();
      for (const [address] of entries) {
        if (seen.has(address)) throw new Error('Duplicate address found in map');
        seen.add(address);
      }
      return entries;
    }
    case ABIDataTypes.ARRAY_OF_ADDRESSES:
      return readList(reader, () => readAddress(reader));
    case ABIDataTypes.ARRAY_OF_UINT256:
      return reader.readU256Array();
    case ABIDataTypes.ARRAY_OF_UINT128:
      return reader.readU128Array();
    case ABIDataTypes.ARRAY_OF_UINT64:
      return reader.readU64Array();
    case ABIDataTypes.ARRAY_OF_UINT32:
      return reader.readU32Array();
    case ABIDataTypes.ARRAY_OF_UINT16:
      return reader.readU16Array();
    case ABIDataTypes.ARRAY_OF_UINT8:
      return reader.readU8Array();
    case ABIDataTypes.ARRAY_OF_STRING:
      return reader.readStringArray();
    case ABIDataTypes.ARRAY_OF_BYTES:
      return reader.readBytesArray();
    case ABIDataTypes.ARRAY_OF_BUFFERS:
      return reader.readArrayOfBuffer();
    default:
      throw new TypeError(`Unsupported ABI type: ${type}`);
  }
}

export function decodeParams(params: readonly AbiParam[], reader: BinaryReader): AbiValue[] {
  return params.map((param) => decodeValue(reader, param.type));
}

function fail(param: AbiParam, value: unknown): never {
  const shown = typeof value === 'bigint' ? `${value}n` : JSON.stringify(value);
  throw new TypeError(`Cannot encode ${shown} as ${param.type} (${param.name})`);
}

function checkUint(param: AbiParam, value: AbiValue, bits: bigint): bigint {
  if (typeof value !== 'bigint' || value < 0n || value >> bits !== 0n) fail(param, value);
  return value;
}

function checkInt(param: AbiParam, value: AbiValue, bits: bigint): bigint {
  const limit = 1n << (bits - 1n);
  if (typeof value !== 'bigint' || value < -limit || value >= limit) fail(param, value);
  return value;
}

function checkSmall(param: AbiParam, value: AbiValue, range: readonly [number, number]): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) fail(param, value);
  if (value < range[0] || value > range[1]) fail(param, value);
  return value;
}

function checkAddress(param: AbiParam, value: AbiValue): Uint8Array {
  if (typeof value !== 'string' || !isAddress(value)) fail(param, value);
  return fromHex(value);
}

function checkList(param: AbiParam, value: AbiValue): readonly AbiValue[] {
  if (!Array.isArray(value)) fail(param, value);
  if (value.length > 0xffff) fail(param, `${value.length} items`);
  return value;
}

function writeSmall(writer: BinaryWriter, type: ABIDataTypes, value: number): void {
  if (type === ABIDataTypes.UINT8) writer.writeU8(value);
  else if (type === ABIDataTypes.UINT16) writer.writeU16(value);
  else if (type === ABIDataTypes.UINT32) writer.writeU32(value);
  else if (type === ABIDataTypes.INT8) writer.writeI8(value);
  else if (type === ABIDataTypes.INT16) writer.writeI16(value);
  else writer.writeI32(value);
}

function writeUint(writer: BinaryWriter, bits: bigint, value: bigint): void {
  if (bits === 64n) writer.writeU64(value);
  else if (bits === 128n) writer.writeU128(value);
  else writer.writeU256(value);
}

function elementParam(param: AbiParam, type: ABIDataTypes): AbiParam {
  return { name: `${param.name}[]`, type };
}

const ARRAY_ELEMENT: Partial<Record<ABIDataTypes, ABIDataTypes>> = {
  [ABIDataTypes.ARRAY_OF_ADDRESSES]: ABIDataTypes.ADDRESS,
  [ABIDataTypes.ARRAY_OF_UINT256]: ABIDataTypes.UINT256,
  [ABIDataTypes.ARRAY_OF_UINT128]: ABIDataTypes.UINT128,
  [ABIDataTypes.ARRAY_OF_UINT64]: ABIDataTypes.UINT64,
  [ABIDataTypes.ARRAY_OF_UINT32]: ABIDataTypes.UINT32,
  [ABIDataTypes.ARRAY_OF_UINT16]: ABIDataTypes.UINT16,
  [ABIDataTypes.ARRAY_OF_UINT8]: ABIDataTypes.UINT8,
  [ABIDataTypes.ARRAY_OF_STRING]: ABIDataTypes.STRING,
  [ABIDataTypes.ARRAY_OF_BYTES]: ABIDataTypes.BYTES,
  [ABIDataTypes.ARRAY_OF_BUFFERS]: ABIDataTypes.BYTES,
};

/** Writes one value in the layout opnet's decodeOutput reads it, checking it fits the type. */
export function encodeValue(writer: BinaryWriter, param: AbiParam, value: AbiValue): void {
  const { type } = param;
  const uintBits = UINT_BITS[type];
  if (uintBits !== undefined) return writeUint(writer, uintBits, checkUint(param, value, uintBits));
  const intBits = INT_BITS[type];
  if (intBits !== undefined) {
    const checked = checkInt(param, value, intBits);
    if (intBits === 64n) writer.writeI64(checked);
    // BinaryWriter.writeI128 refuses negative values; readI128 reads two's complement.
    else writer.writeU128(checked < 0n ? checked + (1n << 128n) : checked);
    return;
  }
  const range = SMALL_RANGES[type];
  if (range !== undefined) return writeSmall(writer, type, checkSmall(param, value, range));
  const fixed = FIXED_BYTES[type];
  if (fixed !== undefined) {
    if (!(value instanceof Uint8Array) || value.length !== fixed) fail(param, value);
    return writer.writeBytes(value);
  }
  const element = ARRAY_ELEMENT[type];
  if (element !== undefined) {
    const items = checkList(param, value);
    writer.writeU16(items.length);
    if (type === ABIDataTypes.ARRAY_OF_UINT8) {
      for (const item of items) writer.writeU8(checkSmall(param, item, [0, 0xff]));
      return;
    }
    for (const item of items) encodeValue(writer, elementParam(param, element), item);
    return;
  }
  switch (type) {
    case ABIDataTypes.BOOL:
      if (typeof value !== 'boolean') fail(param, value);
      return writer.writeBoolean(value);
    case ABIDataTypes.ADDRESS:
      return writer.writeBytes(checkAddress(param, value));
    case ABIDataTypes.STRING:
      if (typeof value !== 'string') fail(param, value);
      return writer.writeStringWithLength(value);
    case ABIDataTypes.BYTES:
      if (!(value instanceof Uint8Array)) fail(param, value);
      return writer.writeBytesWithLength(value);
    case ABIDataTypes.ADDRESS_UINT256_TUPLE: {
      const entries = checkList(param, value);
      writer.writeU16(entries.length);
      for (const entry of entries) {
        if (!Array.isArray(entry) || entry.length !== 2) fail(param, entry);
        writer.writeBytes(checkAddress(param, entry[0] as AbiValue));
        writer.writeU256(checkUint(param, entry[1] as AbiValue, 256n));
      }
      return;
    }
    default:
      throw new TypeError(`Unsupported ABI type: ${type}`);
  }
}

export function encodeParams(params: readonly AbiParam[], values: readonly AbiValue[]): Uint8Array {
  if (values.length !== params.length) {
    const names = params.map((param) => param.name).join(', ');
    throw new TypeError(`Expected ${params.length} values (${names}), got ${values.length}`);
  }
  const writer = new BinaryWriter();
  params.forEach((param, index) => encodeValue(writer, param, values[index] as AbiValue));
  return writer.getBuffer();
}

/** Calldata for a function: its selector, then the arguments. */
export function encodeCall(fn: AbiFunction, args: readonly AbiValue[]): Uint8Array {
  const params = encodeParams(fn.inputs, args);
  const calldata = new Uint8Array(4 + params.length);
  new DataView(calldata.buffer).setUint32(0, fn.selector, false);
  calldata.set(params, 4);
  return calldata;
}

/** The results of a call, decoded by the function's outputs. */
export function decodeResult(fn: AbiFunction, result: Uint8Array): AbiValue[] {
  return decodeParams(fn.outputs, new BinaryReader(result));
}
