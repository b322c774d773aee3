/**
 * Deterministic gas: a call costs the same on the same state, so estimatedGas is stable. The
 * constants put a plain OP20 transfer near 1.6e9 gas, the order a real OP_NET node reports (a
 * safeTransfer measured in op-vm's unit-test framework used 1.95e9).
 *
 * transfer: 1e9 base + 68 calldata bytes x 1e6 + 2 reads x 2e7 + 2 writes x 1e8
 *           + Transferred event (5e7 + 128 bytes x 2e6) ~ 1.61e9
 */
export const GAS = {
  /** Every top-level call or deployment. */
  callBase: 1_000_000_000n,
  /** Every call a contract makes into another contract (router -> pool -> token). */
  nestedCall: 250_000_000n,
  /** Every calldata byte, of the top-level call and of nested calls. */
  calldataByte: 1_000_000n,
  storageRead: 20_000_000n,
  storageWrite: 100_000_000n,
  eventBase: 50_000_000n,
  eventByte: 2_000_000n,
  /** Creating a contract (the factory creating a pool, or a deployment by the chain). */
  deploy: 5_000_000_000n,
} as const;

/** Counts the gas of one top-level execution, nested calls included. */
export class GasMeter {
  private used = 0n;

  get gasUsed(): bigint {
    return this.used;
  }

  charge(amount: bigint): void {
    this.used += amount;
  }

  calldata(bytes: number): void {
    this.used += GAS.calldataByte * BigInt(bytes);
  }

  event(bytes: number): void {
    this.used += GAS.eventBase + GAS.eventByte * BigInt(bytes);
  }
}
