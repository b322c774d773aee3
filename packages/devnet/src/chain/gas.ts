/**
 * The devnet's gas market: fixed prices so that estimatedGas and estimatedSatGas are the same on
 * every run, and an exponential moving average of block gas that btc_gas reports.
 */
export interface GasSchedule {
  /** Gas bought by one sat, scaled by 1e12 as the opnet client divides it (satGas = gas * gasPerSat / 1e12). */
  gasPerSat: bigint;
  baseGas: bigint;
  targetGasLimit: bigint;
  /** Bitcoin fee rates in sat/vB that btc_gas recommends. */
  feeRates: { conservative: number; low: number; medium: number; high: number };
}

export const DEFAULT_GAS_SCHEDULE: GasSchedule = {
  gasPerSat: 1_000_000n,
  baseGas: 1_000_000n,
  targetGasLimit: 100_000_000_000n,
  feeRates: { conservative: 2, low: 1, medium: 2, high: 3 },
};

const EMA_WEIGHT = 8n;

export function nextEma(previous: bigint, blockGasUsed: bigint): bigint {
  return (previous * (EMA_WEIGHT - 1n) + blockGasUsed) / EMA_WEIGHT;
}
