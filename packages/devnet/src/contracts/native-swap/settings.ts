import type { ContractStorage } from '../../vm/storage.ts';
import { StoredAddress, StoredBigint, StoredBoolean, StoredString } from '../../vm/storage.ts';

/** The contract-wide settings the deployer changes (reference A.14). */
export class NativeSwapSettings {
  readonly reservationBaseFee: StoredBigint;
  readonly priorityQueueBaseFee: StoredBigint;
  /** A Bitcoin address: reservation and priority fees are outputs paying it. */
  readonly feesAddress: StoredString;
  readonly stakingContractAddress: StoredAddress;
  readonly paused: StoredBoolean;
  readonly withdrawMode: StoredBoolean;

  constructor(storage: ContractStorage) {
    this.reservationBaseFee = new StoredBigint(storage, 'reservationBaseFee');
    this.priorityQueueBaseFee = new StoredBigint(storage, 'priorityQueueBaseFee');
    this.feesAddress = new StoredString(storage, 'feesAddress');
    this.stakingContractAddress = new StoredAddress(storage, 'stakingContractAddress');
    this.paused = new StoredBoolean(storage, 'paused');
    this.withdrawMode = new StoredBoolean(storage, 'withdrawMode');
  }
}
