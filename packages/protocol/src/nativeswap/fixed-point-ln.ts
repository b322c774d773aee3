import { bitLength } from './bit-length.ts';

/** Working precision of the logarithm: far below the 1e-6 the queue impact needs. */
const INTERNAL_SCALE = 10n ** 36n;

/** sum of z^(2i+1) / (2i+1) with z given at INTERNAL_SCALE; that sum is atanh(z). */
function atanhScaled(zScaled: bigint): bigint {
  const zSquared = (zScaled * zScaled) / INTERNAL_SCALE;
  let sum = 0n;
  let power = zScaled;
  for (let divisor = 1n; power !== 0n; divisor += 2n) {
    sum += power / divisor;
    power = (power * zSquared) / INTERNAL_SCALE;
  }
  return sum;
}

/** ln 2 = 2 atanh(1/3), at INTERNAL_SCALE. */
const LN2_INTERNAL = 2n * atanhScaled(INTERNAL_SCALE / 3n);

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** ln(numerator / denominator) x INTERNAL_SCALE, for numerator >= denominator > 0. */
function lnRatioInternal(numerator: bigint, denominator: bigint): bigint {
  // Write the ratio as 2^k x a / b with a / b in (sqrt(2)/2, sqrt(2)], so |z| < 0.172 below.
  let k = bitLength(numerator) - bitLength(denominator);
  let a = k >= 0n ? numerator : numerator << -k;
  let b = k >= 0n ? denominator << k : denominator;
  if (a < b) {
    a <<= 1n;
    k -= 1n;
  }
  if (a * a > 2n * b * b) {
    b <<= 1n;
    k += 1n;
  }
  // ln(a / b) = 2 atanh((a - b) / (a + b)).
  const zScaled = ((a - b) * INTERNAL_SCALE) / (a + b);
  return k * LN2_INTERNAL + 2n * atanhScaled(zScaled);
}

/** floor(scale x ln(numerator / denominator)) on bigints, exact to about 1e-30 before the floor. */
export function lnRatioScaled(numerator: bigint, denominator: bigint, scale: bigint): bigint {
  if (numerator <= 0n || denominator <= 0n) {
    throw new RangeError(`ln of a non-positive ratio: ${numerator}/${denominator}`);
  }
  if (scale <= 0n) throw new RangeError(`Non-positive scale: ${scale}`);
  if (numerator === denominator) return 0n;
  const lnInternal =
    numerator > denominator
      ? lnRatioInternal(numerator, denominator)
      : -lnRatioInternal(denominator, numerator);
  return floorDiv(lnInternal * scale, INTERNAL_SCALE);
}
