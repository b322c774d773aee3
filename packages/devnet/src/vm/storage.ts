import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import type { StorageValue } from './world-state.ts';

/** Storage access as the runtime grants it to a running contract (metered and journaled). */
export interface StorageHost {
  read(contract: string, key: string): StorageValue | undefined;
  write(contract: string, key: string, value: StorageValue | undefined): void;
}

/** One contract's slots, typed. Zero, '' and empty bytes clear a slot, as an unset slot reads so. */
export class ContractStorage {
  constructor(
    private readonly host: StorageHost,
    private readonly contract: string,
  ) {}

  getBigint(key: string): bigint {
    const value = this.host.read(this.contract, key);
    if (value === undefined) return 0n;
    if (typeof value !== 'bigint') throw new TypeError(`Slot ${key} does not hold a number`);
    return value;
  }

  setBigint(key: string, value: bigint): void {
    this.host.write(this.contract, key, value === 0n ? undefined : value);
  }

  getString(key: string): string {
    const value = this.host.read(this.contract, key);
    if (value === undefined) return '';
    if (typeof value !== 'string') throw new TypeError(`Slot ${key} does not hold text`);
    return value;
  }

  setString(key: string, value: string): void {
    this.host.write(this.contract, key, value === '' ? undefined : value);
  }

  getBytes(key: string): Uint8Array {
    const value = this.host.read(this.contract, key);
    if (value === undefined) return new Uint8Array();
    if (!(value instanceof Uint8Array)) throw new TypeError(`Slot ${key} does not hold bytes`);
    return value;
  }

  setBytes(key: string, value: Uint8Array): void {
    this.host.write(this.contract, key, value.length === 0 ? undefined : value);
  }
}

/** A single number slot (u256 and the like). */
export class StoredBigint {
  constructor(
    private readonly storage: ContractStorage,
    private readonly key: string,
  ) {}

  get value(): bigint {
    return this.storage.getBigint(this.key);
  }

  set value(value: bigint) {
    this.storage.setBigint(this.key, value);
  }
}

export class StoredString {
  constructor(
    private readonly storage: ContractStorage,
    private readonly key: string,
  ) {}

  get value(): string {
    return this.storage.getString(this.key);
  }

  set value(value: string) {
    this.storage.setString(this.key, value);
  }
}

/** An address slot; unset reads as the dead address. */
export class StoredAddress {
  constructor(
    private readonly storage: ContractStorage,
    private readonly key: string,
  ) {}

  get value(): string {
    return this.storage.getString(this.key) || DEAD_ADDRESS;
  }

  set value(address: string) {
    this.storage.setString(this.key, address === DEAD_ADDRESS ? '' : address);
  }
}

export class StoredBoolean {
  constructor(
    private readonly storage: ContractStorage,
    private readonly key: string,
  ) {}

  get value(): boolean {
    return this.storage.getBigint(this.key) !== 0n;
  }

  set value(value: boolean) {
    this.storage.setBigint(this.key, value ? 1n : 0n);
  }
}

/** A map of numbers under a prefix, keyed by one or more parts (addresses, ids). */
export class BigintMap {
  constructor(
    private readonly storage: ContractStorage,
    private readonly prefix: string,
  ) {}

  get(...keys: string[]): bigint {
    return this.storage.getBigint(this.slot(keys));
  }

  set(keys: string | readonly string[], value: bigint): void {
    this.storage.setBigint(this.slot(typeof keys === 'string' ? [keys] : keys), value);
  }

  private slot(keys: readonly string[]): string {
    return `${this.prefix}/${keys.join('/')}`;
  }
}

/** A map of addresses under a prefix; an unset entry reads as the dead address. */
export class AddressMap {
  constructor(
    private readonly storage: ContractStorage,
    private readonly prefix: string,
  ) {}

  get(...keys: string[]): string {
    return this.storage.getString(`${this.prefix}/${keys.join('/')}`) || DEAD_ADDRESS;
  }

  set(keys: string | readonly string[], address: string): void {
    const slot = `${this.prefix}/${typeof keys === 'string' ? keys : keys.join('/')}`;
    this.storage.setString(slot, address === DEAD_ADDRESS ? '' : address);
  }
}
