import type { ContractStorage } from '../../vm/storage.ts';
import { KeyQueue } from './queues.ts';

/** Which queue a reserved provider came from; decides the purge queue it returns to. */
export type ReservedFrom = 'standard' | 'priority' | 'initial';

/** One provider's share of a reservation. */
export interface ReservationEntry {
  providerKey: string;
  amount: bigint;
  from: ReservedFrom;
}

/** A buyer's reservation for one token (reference A.4, A.9); one slot per buyer and token. */
export interface ReservationRecord {
  readonly key: string;
  readonly id: bigint;
  /** 0 when the slot is empty. */
  creationBlock: bigint;
  activationDelay: number;
  purged: boolean;
  swapped: boolean;
  /** Purged unpaid: the buyer waits out the timeout before reserving again. */
  timedOut: boolean;
  /** Index in its creation block's reservation list. */
  blockIndex: number;
  entries: ReservationEntry[];
}

type EncodedEntry = [string, string, ReservedFrom];
type Encoded = [string, number, number, number, EncodedEntry[]];

const FLAGS = ['purged', 'swapped', 'timedOut'] as const;

export function reservationKeyOf(id: bigint): string {
  return id.toString(16).padStart(32, '0');
}

function emptyReservation(id: bigint): ReservationRecord {
  return {
    key: reservationKeyOf(id),
    id,
    creationBlock: 0n,
    activationDelay: 0,
    purged: false,
    swapped: false,
    timedOut: false,
    blockIndex: 0,
    entries: [],
  };
}

/** Empties a slot; `swapped` stays, as the contract keeps it (A.9). */
export function clearReservation(reservation: ReservationRecord): void {
  const swapped = reservation.swapped;
  Object.assign(reservation, emptyReservation(reservation.id), { swapped });
}

export function reservedTotal(reservation: ReservationRecord): bigint {
  return reservation.entries.reduce((total, entry) => total + entry.amount, 0n);
}

function encode(r: ReservationRecord): string {
  let flags = 0;
  FLAGS.forEach((flag, bit) => {
    if (r[flag]) flags |= 1 << bit;
  });
  const encoded: Encoded = [
    r.creationBlock.toString(),
    r.activationDelay,
    flags,
    r.blockIndex,
    r.entries.map((e) => [e.providerKey, e.amount.toString(), e.from]),
  ];
  return JSON.stringify(encoded);
}

function decode(id: bigint, text: string): ReservationRecord {
  const [creationBlock, activationDelay, flags, blockIndex, entries] = JSON.parse(text) as Encoded;
  const reservation: ReservationRecord = {
    ...emptyReservation(id),
    creationBlock: BigInt(creationBlock),
    activationDelay,
    blockIndex,
    entries: entries.map(([providerKey, amount, from]) => ({
      providerKey,
      amount: BigInt(amount),
      from,
    })),
  };
  FLAGS.forEach((flag, bit) => {
    reservation[flag] = (flags & (1 << bit)) !== 0;
  });
  return reservation;
}

const EMPTY_ENCODING = encode(emptyReservation(0n));

export class ReservationBook {
  constructor(private readonly storage: ContractStorage) {}

  load(id: bigint): ReservationRecord {
    const text = this.storage.getString(`reservation/${reservationKeyOf(id)}`);
    return text === '' ? emptyReservation(id) : decode(id, text);
  }

  save(reservation: ReservationRecord): void {
    const text = encode(reservation);
    this.storage.setString(`reservation/${reservation.key}`, text === EMPTY_ENCODING ? '' : text);
  }
}

/**
 * The reservations of one token by creation block (A.11): the blocks that have any, oldest first,
 * and per block the reservation keys with an "active" flag and a purge cursor.
 */
export class BlockReservations {
  /** Block numbers, in decimal. */
  readonly blocks: KeyQueue;

  constructor(
    private readonly storage: ContractStorage,
    private readonly token: string,
  ) {
    this.blocks = new KeyQueue(storage, `reservation-blocks/${token}`);
  }

  /** Records an active reservation in its creation block; returns its index there. */
  add(block: bigint, reservationKey: string): number {
    const index = this.count(block);
    if (index === 0) this.blocks.push(block.toString());
    this.storage.setString(this.slot(block, `${index}`), reservationKey);
    this.storage.setBigint(this.slot(block, `${index}/active`), 1n);
    this.storage.setBigint(this.slot(block, 'count'), BigInt(index + 1));
    return index;
  }

  count(block: bigint): number {
    return Number(this.storage.getBigint(this.slot(block, 'count')));
  }

  keyAt(block: bigint, index: number): string {
    return this.storage.getString(this.slot(block, `${index}`));
  }

  isActive(block: bigint, index: number): boolean {
    return this.storage.getBigint(this.slot(block, `${index}/active`)) !== 0n;
  }

  deactivate(block: bigint, index: number): void {
    this.storage.setBigint(this.slot(block, `${index}/active`), 0n);
  }

  cursor(block: bigint): number {
    return Number(this.storage.getBigint(this.slot(block, 'cursor')));
  }

  setCursor(block: bigint, cursor: number): void {
    this.storage.setBigint(this.slot(block, 'cursor'), BigInt(cursor));
  }

  private slot(block: bigint, name: string): string {
    return `reservations/${this.token}/${block}/${name}`;
  }
}
