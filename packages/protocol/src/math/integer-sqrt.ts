/** floor(sqrt(value)) of a non-negative bigint, by Newton's method. */
export function integerSqrt(value: bigint): bigint {
  if (value < 0n) throw new RangeError('integerSqrt of a negative number');
  if (value < 2n) return value;
  // Start above the root (2^ceil(bits/2)) so the iteration decreases monotonically to the floor.
  let x = 1n << BigInt(Math.ceil(value.toString(2).length / 2));
  for (;;) {
    const next = (x + value / x) >> 1n;
    if (next >= x) return x;
    x = next;
  }
}
