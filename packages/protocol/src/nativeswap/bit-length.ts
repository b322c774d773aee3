/** Number of bits of a positive bigint (0 for 0): floor(log2 x) + 1. */
export function bitLength(value: bigint): bigint {
  if (value < 0n) throw new RangeError(`bitLength of a negative number: ${value}`);
  return value === 0n ? 0n : BigInt(value.toString(2).length);
}
