import { ABIDataTypes } from '@btc-vision/transaction';
import { addressFromBytes } from '../address.ts';
import type { AbiFunction } from './abi.ts';
import type { AbiValue } from './abi-codec.ts';

/** An [address, amount] entry of an ADDRESS_UINT256_TUPLE argument. */
export type AddressAmount = readonly [string, bigint];

const BIG_UINTS = new Set([ABIDataTypes.UINT64, ABIDataTypes.UINT128, ABIDataTypes.UINT256]);
const SMALL_UINTS = new Set([ABIDataTypes.UINT8, ABIDataTypes.UINT16, ABIDataTypes.UINT32]);
const BYTE_TYPES = new Set([ABIDataTypes.BYTES, ABIDataTypes.BYTES4, ABIDataTypes.BYTES32]);
const ADDRESS = new Set([ABIDataTypes.ADDRESS]);
const STRING = new Set([ABIDataTypes.STRING]);
const BOOL = new Set([ABIDataTypes.BOOL]);
const ADDRESSES = new Set([ABIDataTypes.ARRAY_OF_ADDRESSES]);
const ADDRESS_AMOUNTS = new Set([ABIDataTypes.ADDRESS_UINT256_TUPLE]);
const BIG_UINT_LISTS = new Set([
  ABIDataTypes.ARRAY_OF_UINT64,
  ABIDataTypes.ARRAY_OF_UINT128,
  ABIDataTypes.ARRAY_OF_UINT256,
]);
const SMALL_UINT_LISTS = new Set([
  ABIDataTypes.ARRAY_OF_UINT8,
  ABIDataTypes.ARRAY_OF_UINT16,
  ABIDataTypes.ARRAY_OF_UINT32,
]);

/**
 * The decoded arguments of a call, read by position with the type the ABI declares for that
 * position; asking for another type is a bug in the contract and throws.
 */
export class CallArgs {
  constructor(
    private readonly fn: AbiFunction,
    private readonly values: readonly AbiValue[],
    /** Calldata after the declared arguments (empty for a call the client encoded). */
    readonly trailing: Uint8Array,
  ) {}

  address(index: number): string {
    return this.take(index, ADDRESS) as string;
  }

  uint(index: number): bigint {
    return this.take(index, BIG_UINTS) as bigint;
  }

  smallUint(index: number): number {
    return this.take(index, SMALL_UINTS) as number;
  }

  bytes(index: number): Uint8Array {
    return this.take(index, BYTE_TYPES) as Uint8Array;
  }

  string(index: number): string {
    return this.take(index, STRING) as string;
  }

  bool(index: number): boolean {
    return this.take(index, BOOL) as boolean;
  }

  addresses(index: number): readonly string[] {
    return this.take(index, ADDRESSES) as readonly string[];
  }

  addressAmounts(index: number): readonly AddressAmount[] {
    return this.take(index, ADDRESS_AMOUNTS) as readonly AddressAmount[];
  }

  uintList(index: number): readonly bigint[] {
    return this.take(index, BIG_UINT_LISTS) as readonly bigint[];
  }

  smallUintList(index: number): readonly number[] {
    return this.take(index, SMALL_UINT_LISTS) as readonly number[];
  }

  /**
   * An address appended after the declared arguments. The shipped pool ABI declares mint() and
   * skim() without the recipient the contract takes, so a caller that knows appends it.
   */
  trailingAddress(): string | null {
    return this.trailing.length >= 32 ? addressFromBytes(this.trailing.subarray(0, 32)) : null;
  }

  private take(index: number, types: ReadonlySet<ABIDataTypes>): AbiValue {
    const param = this.fn.inputs[index];
    if (!param || !types.has(param.type)) {
      throw new TypeError(`${this.fn.signature} has no argument ${index} of that type`);
    }
    return this.values[index] as AbiValue;
  }
}
